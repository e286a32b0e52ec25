import { Button } from '@mantine/core';
import type { MouseEvent } from 'react';
import { island } from '../islands/island';
import { openEnquiry } from '../forms/enquiry';
import { presetForm } from '../forms/presets';
import type { ButtonT } from '../schema/kinds';
import { buttonStyle, type ButtonSize } from './buttonStyle';
import { useFacts } from './facts';

interface Props {
  label: string;
  size: ButtonSize;
  variant: ButtonT['variant'] | null;
  /** Where the link goes with scripts off or before the code comes. */
  href: string;
  /** The form the dialog opens, or … */
  dialog?: string;
  /** … the form on this page the button fills and scrolls to. */
  form?: string;
  values: Record<string, string>;
}

/** A button that is a link until its code runs, then opens a dialog or fills a form on the page. */
function LiveButton({ label, size, variant, href, dialog, form, values }: Props) {
  const facts = useFacts();
  const act = (e: MouseEvent<HTMLElement>) => {
    e.preventDefault();
    if (dialog) void openEnquiry(facts, e.currentTarget, dialog, values);
    else if (form) presetForm(form, values);
  };
  const external = /^https?:/.test(href);
  return (
    <Button
      {...buttonStyle({ label, variant: variant ?? undefined }, size)}
      component="a"
      href={href}
      onClick={act}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
    </Button>
  );
}

export default island('ui/LiveButton', LiveButton);
