/** Edit distance (insertions, deletions, substitutions), case-insensitive. */
export function distance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const cur = [i];
    for (let j = 1; j <= t.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[t.length];
}

/** The closest candidate, if it is close enough to be a plausible typo. */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const d = distance(input, c);
    if (d < bestScore) {
      best = c;
      bestScore = d;
    }
  }
  if (best === undefined) return undefined;
  const sameLetters = best.toLowerCase() === input.toLowerCase();
  const limit = Math.max(2, Math.floor(Math.max(input.length, best.length) / 3));
  return sameLetters || bestScore <= limit ? best : undefined;
}

export function didYouMean(input: string, candidates: Iterable<string>): string {
  const best = closest(input, candidates);
  return best === undefined ? '' : ` Did you mean "${best}"?`;
}
