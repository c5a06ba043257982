/**
 * RFC 4180 CSV: every field quoted when it holds a comma, quote, CR or LF (quotes doubled),
 * CRLF between records. A cell that a spreadsheet would run as a formula (=, +, -, @, tab or
 * CR first) gets a leading apostrophe, so an exported customer name can never execute.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
