import { Button } from '@mantine/core';
import type { MouseEvent } from 'react';
import { island } from '../islands/island';
import { presetForm, presetHref } from './presets';

/**
 * A button that fills a form on the page (Apply Now: the program) and brings it into view.
 * It is a link to the form with the values in its address until its code runs, so it leads
 * there before the page is live and with scripts off.
 */
function ApplyButton({
  label,
  ariaLabel,
  form,
  values,
}: {
  label: string;
  ariaLabel: string;
  form: string;
  values: Record<string, string>;
}) {
  const act = (e: MouseEvent) => {
    e.preventDefault();
    presetForm(form, values);
  };
  return (
    <Button component="a" href={presetHref(form, values)} fullWidth size="md" onClick={act} aria-label={ariaLabel}>
      {label}
    </Button>
  );
}

export default island('forms/ApplyButton', ApplyButton);
