/**
 * Dates, numbers and prices in a page's language, by the platform's own rules (`Intl`, with
 * the Kenyan forms of each language: en-KE, sw-KE), never formatted by hand.
 */

/** "Monday, 3 March 2025" / "Jumatatu, 3 Machi 2025", from YYYY-MM-DD (read as a calendar day, not a time). */
export function formatDate(iso: string, locale: string, style: 'long' | 'full' = 'long'): string {
  const [y, m, d] = iso.split('-').map(Number);
  const options: Intl.DateTimeFormatOptions =
    style === 'full'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "Ksh 1,500": whole shillings in the language's form. */
export function formatShillings(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'KES', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
    amount,
  );
}

/** 28,000 / 13.6 in the language's form. */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}
