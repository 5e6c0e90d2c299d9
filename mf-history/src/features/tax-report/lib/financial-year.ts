/** "FY2026 (1 Jul 2025 – 30 Jun 2026)": how a financial year reads in the picker. */
export function financialYearLabel(financialYear: number): string {
  return `FY${financialYear} (1 Jul ${financialYear - 1} – 30 Jun ${financialYear})`;
}

/** "1234.5" → "$1,234.50"; "-12" → "−$12.00" (the report's totals are whole cents). */
export function formatDollars(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', cents = ''] = decimal.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '−' : ''}$${grouped}.${cents.padEnd(2, '0').slice(0, 2)}`;
}
