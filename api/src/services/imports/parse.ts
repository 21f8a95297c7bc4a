import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { IMPORT_MAX_ROWS } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { parse as parseCsv } from "csv-parse";
import ExcelJS from "exceljs";
import { DomainError, invalid } from "../../errors.ts";

export type SpreadsheetKind = "csv" | "xlsx";

export interface ParsedSheet {
  headers: string[];
  /** Data rows, each as text cells aligned with the headers (a short row is padded with ""). */
  rows: string[][];
}

/** What the bytes are, not what the name says: an XLSX is a zip archive, anything else is read as CSV text. */
export function spreadsheetKind(bytes: Uint8Array): SpreadsheetKind {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04 ? "xlsx" : "csv";
}

export const tooManyRows = () => new DomainError("PAYLOAD_TOO_LARGE", MSG.sharedMessages.imports.tooManyRows);

/** UTF-8 (with or without its mark), else Windows-1252, which older spreadsheet programs still write. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** A cell's value as the spreadsheet shows it: formulas by their result, links by their text, dates as ISO. */
function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value) return cellText(value.text as ExcelJS.CellValue);
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("error" in value) return "";
    return "";
  }
  return String(value);
}

/** Rows one at a time from a CSV file: the parser is fed in chunks, so a large file never holds the loop. */
async function* csvRows(bytes: Uint8Array): AsyncGenerator<string[]> {
  const text = decodeText(bytes);
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += 64 * 1024) chunks.push(text.slice(at, at + 64 * 1024));
  const parser = Readable.from(chunks).pipe(
    parseCsv({
      bom: true,
      delimiter: [",", ";", "\t"],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }),
  );
  for await (const record of parser) yield record as string[];
}

/** Rows of the first worksheet of an XLSX file, read as a stream. */
async function* xlsxRows(bytes: Uint8Array): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as ExcelJS.CellValue[];
      // exceljs numbers columns from 1: index 0 is always empty.
      yield values.slice(1).map((value) => cellText(value).trim());
    }
    return;
  }
}

/**
 * The header row and the data rows of a CSV or XLSX file. Blank rows are skipped; more than IMPORT_MAX_ROWS
 * data rows are refused (docs/product/import.md "Limits"). Yields to the event loop every few hundred rows.
 */
export async function parseSpreadsheet(bytes: Uint8Array): Promise<ParsedSheet> {
  const kind = spreadsheetKind(bytes);
  let headers: string[] | null = null;
  const rows: string[][] = [];
  try {
    for await (const cells of kind === "xlsx" ? xlsxRows(bytes) : csvRows(bytes)) {
      if (cells.every((cell) => cell === "")) continue;
      if (!headers) {
        headers = cells.map((cell, index) => cell || `#${index + 1}`);
        continue;
      }
      if (rows.length >= IMPORT_MAX_ROWS) throw tooManyRows();
      rows.push(headers.map((_, index) => cells[index] ?? ""));
      if (rows.length % 500 === 0) await nextTurn();
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalid(MSG.sharedMessages.imports.unreadable);
  }
  if (!headers || rows.length === 0) throw invalid(MSG.sharedMessages.imports.noRows);
  return { headers, rows };
}
