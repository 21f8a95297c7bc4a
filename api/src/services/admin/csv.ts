/**
 * Text a spreadsheet would read as a formula (OWASP "CSV injection"): a leading =, +, - or @, also after
 * spaces or line breaks (some spreadsheets trim them), and a leading tab or carriage return.
 */
const FORMULA_START = /^\s*[=+\-@]|^[\t\r]/u;
/** Plain decimals (a longitude of -93.6) are data, not formulas: they keep their sign. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/**
 * Characters that end a cell or a row in some spreadsheet: the comma, and the semicolon that Excel splits
 * on where the decimal separator is a comma (Spanish, most of Europe), tab and line breaks; and the quote
 * itself. Unquoted, "Grace;=HYPERLINK(...)" would be two cells there, the second a formula.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One cell, safe to open in any spreadsheet in any locale: a string that could start a formula gets a
 * leading single quote (OWASP's advice), shown as text and not run; a cell holding any delimiter is quoted.
 */
export function csvCell(value: unknown): string {
  if (value == null) return "";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "string") {
    text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  } else text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One RFC 4180 line (CRLF-ended) of cells. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** The byte-order mark that makes Excel read the file as UTF-8 rather than the system code page. */
export const CSV_BOM = "\ufeff";
