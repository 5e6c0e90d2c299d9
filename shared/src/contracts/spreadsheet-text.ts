/**
 * Text a person wrote (a name, a bucket's name), for a CSV cell: a spreadsheet runs a cell
 * that starts with =, +, -, @, a tab or a carriage return as a formula, so such text gets an
 * apostrophe first and stays text. Figures do not pass through here: "-5.00" is a number.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
