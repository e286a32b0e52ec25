import { useEffect, useRef, useState } from 'react';
import { counterFrames } from '../lib/counter';
import { useBrowserValue } from './useBrowserValue';

/**
 * Counts from 0 to each target, `steps` steps `interval` ms apart, once the
 * element is `threshold` visible. With reduced motion the targets show at once.
 * Before it starts the values are the targets, so the prerendered page (read
 * without scripts) shows them; with scripts they stay hidden until counting
 * starts (`pending`, see CountText and global.css).
 */
export function useCountUp<T extends HTMLElement>(
  targets: number[],
  { steps, interval, threshold }: { steps: number; interval: number; threshold: number },
) {
  const ref = useRef<T>(null);
  const [values, setValues] = useState<number[]>(targets);
  const [mode, setMode] = useState<'waiting' | 'counting' | 'done'>('waiting');
  const key = targets.join(',');
  // With reduced motion (or no IntersectionObserver) the targets show at once: never waiting.
  const still = useBrowserValue(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches || typeof IntersectionObserver === 'undefined',
    false,
  );
  const waiting = mode === 'waiting' && !still;

  useEffect(() => {
    const el = ref.current;
    if (!el || !waiting) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) {
          setValues(targets.map(() => 0));
          setMode('counting');
          io.disconnect();
        }
      },
      { threshold },
    );
    io.observe(el);
    return () => io.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, threshold, waiting]);

  useEffect(() => {
    if (mode !== 'counting') return;
    const frames = targets.map((t) => counterFrames(t, steps));
    let step = 0;
    const timer = window.setInterval(() => {
      setValues(frames.map((f) => f[step]));
      step++;
      if (step >= steps) {
        window.clearInterval(timer);
        setMode('done');
      }
    }, interval);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, key, steps, interval]);

  return { ref, values, pending: waiting, started: !waiting };
}
