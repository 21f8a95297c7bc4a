import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvLine } from "./csv.ts";

describe("csvCell", () => {
  it("quotes cells with commas, quotes and line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("Sunday 9 AM\nSunday 11 AM")).toBe('"Sunday 9 AM\nSunday 11 AM"');
  });

  it("prefixes text that a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 515 555 0100")).toBe("'+1 515 555 0100");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe('"\'\t=1"');
  });

  it("quotes cells a semicolon or a tab would split, as Excel does where the decimal separator is a comma", () => {
    expect(csvCell('Grace;=HYPERLINK("http://evil")')).toBe('"Grace;=HYPERLINK(""http://evil"")"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("a\tb")).toBe('"a\tb"');
    expect(csvCell("a\rb")).toBe('"a\rb"');
  });

  it("neutralises every formula start, also behind spaces, line breaks, tabs and carriage returns", () => {
    for (const start of ["=", "+", "-", "@"]) {
      for (const before of ["", " ", "  ", "\n", "\r\n", "\t"]) {
        const value = `${before}${start}1+cmd|' /C calc'!A0`;
        const cell = csvCell(value);
        expect(cell, JSON.stringify(value)).toMatch(/^"?'/);
        expect(cell, JSON.stringify(value)).toContain(`'${value.replaceAll('"', '""')}`);
      }
    }
    expect(csvCell("\tGrace")).toBe('"\'\tGrace"');
    expect(csvCell("\rGrace")).toBe('"\'\rGrace"');
    // The same neutralised text whatever the spreadsheet splits on: the whole row is one quoted cell each.
    expect(csvLine(["x;=1+1", "=1;x"])).toBe('"x;=1+1","\'=1;x"\r\n');
  });

  it("keeps numbers, decimals, booleans, dates and empties as data", () => {
    expect(csvCell("-93.62000000")).toBe("-93.62000000");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(new Date("2025-01-02T03:04:05.000Z"))).toBe("2025-01-02T03:04:05.000Z");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});

describe("csvLine", () => {
  it("after the BOM, writes a header and CRLF rows in column order", () => {
    const csv = CSV_BOM + csvLine(["id", "name"]) + csvLine([1, "First, Church"]) + csvLine([2, null]);
    expect(csv).toBe('\ufeffid,name\r\n1,"First, Church"\r\n2,\r\n');
  });
});
