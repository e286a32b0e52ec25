import type { ButtonT } from '../schema/kinds';
import { ActionButton } from './ActionButton';
import classes from './ButtonRow.module.css';

/** The buttons under a block, centred; nothing when there are none. */
export function ButtonRow({ buttons }: { buttons: ButtonT[] }) {
  if (buttons.length === 0) return null;
  return (
    <div className={classes.row}>
      {buttons.map((b) => (
        <ActionButton key={b.label} button={b} size="lg" />
      ))}
    </div>
  );
}
