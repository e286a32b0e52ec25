import { useEffect, useRef, useState } from 'react';
import { counterFrames } from './counter';

/**
 * Counts from 0 to each target, `steps` steps `interval` ms apart, once the
 * element is `threshold` visible. With reduced motion the targets show at once.
 */
export function useCountUp<T extends HTMLElement>(
  targets: number[],
  { steps, interval, threshold }: { steps: number; interval: number; threshold: number },
) {
  const ref = useRef<T>(null);
  const [values, setValues] = useState<number[]>(() => targets.map(() => 0));
  const [started, setStarted] = useState(false);
  const key = targets.join(',');

  useEffect(() => {
    const el = ref.current;
    if (!el || started) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || typeof IntersectionObserver === 'undefined') {
      setValues(targets);
      setStarted(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) {
          setStarted(true);
          io.disconnect();
        }
      },
      { threshold },
    );
    io.observe(el);
    return () => io.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, threshold, started]);

  useEffect(() => {
    if (!started) return;
    const frames = targets.map((t) => counterFrames(t, steps));
    let step = 0;
    const timer = window.setInterval(() => {
      setValues(frames.map((f) => f[step]));
      step++;
      if (step >= steps) window.clearInterval(timer);
    }, interval);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started, key, steps, interval]);

  return { ref, values, started };
}
