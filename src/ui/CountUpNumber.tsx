import { formatCount } from '../lib/counter';
import classes from './CountText.module.css';

/**
 * What makes a list of numbers count up (src/islands/countUp.ts, plain script): `threshold` of it
 * on the screen starts `steps` steps `interval` ms apart.
 */
export const countUpList = ({ threshold, steps, interval }: { threshold: number; steps: number; interval: number }) => ({
  'data-count-up': '',
  'data-threshold': threshold,
  'data-steps': steps,
  'data-interval': interval,
});

/**
 * One number of a count-up list: drawn at its final value (so the page is complete without
 * scripts), counted from 0 by countUp.ts; read out as the final value throughout.
 */
export function CountUpNumber({ value, suffix }: { value: number; suffix?: string }) {
  const final = formatCount(value, value, suffix);
  return (
    <>
      <span aria-hidden="true" data-count-to={value} data-suffix={suffix || undefined}>
        {final}
      </span>
      <span className={classes.final}>{final}</span>
    </>
  );
}
