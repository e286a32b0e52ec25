import { formatCount } from '../../lib/counter';
import { useSaid } from '../../ui/facts';
import { island } from '../../islands/island';
import { CountText } from '../../ui/CountText';
import { useCountUp } from '../../ui/useCountUp';
import type { HeroBlockT } from './schema';
import classes from './Hero.module.css';

/** Spec section 9: 60 steps of 16 ms, starting once the counters are half visible. */
function HeroCountersView({ counters }: { counters: HeroBlockT['counters'] }) {
  const { ref, values, pending } = useCountUp<HTMLDListElement>(
    counters.map((c) => c.value),
    { steps: 60, interval: 16, threshold: 0.5 },
  );
  const said = useSaid();
  return (
    <dl ref={ref} className={classes.counters} data-testid="hero-counters">
      {counters.map((c, i) => (
        <div key={c.label} className={classes.counter}>
          <dt className={classes.counterLabel}>{said(c.label)}</dt>
          <dd className={classes.counterValue}>
            <CountText
              shown={formatCount(values[i], c.value, c.suffix)}
              final={formatCount(c.value, c.value, c.suffix)}
              pending={pending}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default island('blocks/hero/HeroCounters', HeroCountersView);
