/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Plain decimals (a longitude of -93.6) are data, not formulas: they keep their sign. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: unknown): string {
  if (value == null) return "";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "string") {
    text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  } else text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 text with CRLF line ends. The byte-order mark makes Excel read the file as UTF-8 rather than
 * the system code page.
 */
export function toCsv<Column extends string>(
  columns: readonly Column[],
  rows: ReadonlyArray<Record<Column, unknown>>,
): string {
  const lines = [columns.map(csvCell).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(","));
  return `\ufeff${lines.join("\r\n")}\r\n`;
}
