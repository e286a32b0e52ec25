import { VisuallyHidden } from '@mantine/core';

/** An animated number: screen readers get the final value at once, not every step. */
export function CountText({ shown, final }: { shown: string; final: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{final}</VisuallyHidden>
    </>
  );
}
