import { VisuallyHidden } from '@mantine/core';

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
      <VisuallyHidden>{final}</VisuallyHidden>
    </>
  );
}
