import { counterFrames, formatCount } from '../lib/counter';

/**
 * The count-ups (spec section 9: the hero's counters, the impact figures) as plain script, no
 * framework: each `[data-count-up]` list counts its numbers (`[data-count-to]`) from 0, `data-steps`
 * steps `data-interval` ms apart, once `data-threshold` of it is on the screen. Drawn, each number
 * shows its final value (with scripts off, or should this code not come); with scripts on it is
 * hidden until the count starts (global.css), and the value read out is the final one throughout
 * (src/ui/CountUpNumber.tsx). With reduced motion the values show at once (`still`, as when this
 * code could not come).
 */
export function countUp(lists: HTMLElement[]): void {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches || typeof IntersectionObserver === 'undefined';
  for (const list of lists) {
    if (still) {
      list.dataset.countUp = 'still';
      continue;
    }
    const threshold = Number(list.dataset.threshold ?? 0.5);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) return;
        observer.disconnect();
        count(list);
      },
      { threshold },
    );
    observer.observe(list);
  }
}

function count(list: HTMLElement) {
  const steps = Number(list.dataset.steps ?? 60);
  const interval = Number(list.dataset.interval ?? 16);
  const numbers = [...list.querySelectorAll<HTMLElement>('[data-count-to]')].map((el) => {
    const target = Number(el.dataset.countTo);
    return { el, target, suffix: el.dataset.suffix ?? '', frames: counterFrames(target, steps) };
  });
  const show = (step: number) => {
    for (const n of numbers) n.el.textContent = formatCount(step < 0 ? 0 : n.frames[step], n.target, n.suffix);
  };
  show(-1);
  list.dataset.countUp = 'counting';
  let step = 0;
  const timer = window.setInterval(() => {
    show(step);
    step++;
    if (step >= steps) {
      window.clearInterval(timer);
      list.dataset.countUp = 'done';
    }
  }, interval);
}
