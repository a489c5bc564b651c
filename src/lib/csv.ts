/**
 * RFC 4180 CSV. Cells starting with = + - @ (or tab/CR) are prefixed with ' so a
 * spreadsheet does not run visitor input as a formula (CSV injection).
 */
const cell = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows -> CSV text with CRLF line ends and a UTF-8 BOM (spreadsheets detect the encoding). */
export function toCsv(rows: unknown[][]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}
