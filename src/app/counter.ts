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

/** A counter's text: grouped digits, the target's decimals, and a plus sign for targets of 1,000 or more. */
const formats = new Map<number, Intl.NumberFormat>();
/** One formatter per number of decimals: making one is slow, and counters format 60 times a second. */
function formatter(decimals: number): Intl.NumberFormat {
  let f = formats.get(decimals);
  if (!f) formats.set(decimals, (f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  return f;
}

export function formatCount(value: number, target: number, suffix = ''): string {
  const decimals = decimalsOf(target);
  const text = formatter(decimals).format(value);
  return `${text}${target >= 1000 ? '+' : ''}${suffix}`;
}
