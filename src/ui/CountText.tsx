import { memo } from 'react';
import classes from './CountText.module.css';

/** A number that changes (the impact calculator's): screen readers get the final value at once, not every step. */
export function CountText({ shown, final }: { shown: string; final: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <FinalValue text={final} />
    </>
  );
}

/** The value read out, the same at every step: it renders once, not 60 times while counting. */
const FinalValue = memo(function FinalValue({ text }: { text: string }) {
  return <span className={classes.final}>{text}</span>;
});
