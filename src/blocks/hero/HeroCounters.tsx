import { countUpList, CountUpNumber } from '../../ui/CountUpNumber';
import type { HeroBlockT } from './schema';
import classes from './Hero.module.css';

/** Spec section 9: 60 steps of 16 ms, starting once the counters are half visible (plain script: src/islands/countUp.ts). */
export function HeroCounters({ counters }: { counters: HeroBlockT['counters'] }) {
  return (
    <dl className={classes.counters} data-testid="hero-counters" {...countUpList({ threshold: 0.5, steps: 60, interval: 16 })}>
      {counters.map((c) => (
        <div key={c.label} className={classes.counter}>
          <dt className={classes.counterLabel}>{c.label}</dt>
          <dd className={classes.counterValue}>
            <CountUpNumber value={c.value} suffix={c.suffix} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
