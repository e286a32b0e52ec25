const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 2024-03-12 → 12 March 2024, the same on every machine. Written out by hand: the browser's
 * date formatting loads its locale data first, a pause a phone feels while the page starts.
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
