import { memo } from 'react';
import classes from './CountText.module.css';

/**
 * An animated number: screen readers get the final value at once, not every step.
 * `pending`: not counting yet. The page as prerendered shows the final value;
 * once scripts run (html.js) it is hidden until the count starts from 0.
 */
export function CountText({ shown, final, pending = false }: { shown: string; final: string; pending?: boolean }) {
  return (
    <>
      <span aria-hidden="true" data-count={pending ? 'pending' : undefined}>
        {shown}
      </span>
      <FinalValue text={final} />
    </>
  );
}

/** The value read out, the same at every step: it renders once, not 60 times while counting. */
const FinalValue = memo(function FinalValue({ text }: { text: string }) {
  return <span className={classes.final}>{text}</span>;
});
