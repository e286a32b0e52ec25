import { Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useFacts, useLanguage } from '../ui/facts';
import { GeneratedFormLive } from './GeneratedForm.island';
import classes from './EnquiryModal.module.css';

/** A form to show in the dialog, the values it starts with, and the button that opened it. */
export interface Open {
  form: string;
  values: Record<string, string>;
  opener: HTMLElement;
}

/** The dialog itself (Mantine's modal and the form); its code loads when first opened. */
export function EnquiryModal({ subscribe }: { subscribe: (listener: (open: Open | null) => void) => () => void }) {
  const { forms } = useFacts();
  const { messages } = useLanguage();
  const [open, setOpen] = useState<Open | null>(null);
  // The button to give focus back to: kept past the close (nothing drawn depends on it).
  const opener = useRef<HTMLElement | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      subscribe((next) => {
        setOpen(next);
        if (next) opener.current = next.opener;
      }),
    [subscribe],
  );
  const form = open ? forms[open.form] : undefined;
  const close = () => setOpen(null);
  // Focus goes back to the button that opened the dialog once it has gone, unless the visitor
  // put it somewhere else. Mantine's own return (returnFocus) keeps what was focused at the
  // close, and its focus trap moves focus into the dialog in a timer: a dialog closed before
  // that timer ran (Escape pressed at once, or on a busy phone) left focus on the page's body.
  const giveFocusBack = () => {
    const active = document.activeElement;
    const button = opener.current;
    if (button?.isConnected && (!active || active === document.body || dialog.current?.contains(active)))
      button.focus({ preventScroll: true });
  };
  return (
    <Modal
      opened={!!form}
      onClose={close}
      ref={dialog}
      returnFocus={false}
      onExitTransitionEnd={giveFocusBack}
      title={form?.title ?? messages.enquiry}
      centered
      radius="lg"
      size="lg"
      closeButtonProps={{ 'aria-label': messages.closeDialog }}
      classNames={{ title: classes.title }}
    >
      {form && open && (
        <>
          {form.text && (
            <Text c="dimmed" fz="sm" mb="md">
              {form.text}
            </Text>
          )}
          <GeneratedFormLive
            key={`${open.form}-${JSON.stringify(open.values)}`}
            form={form}
            preset={open.values}
            onDone={close}
            idPrefix={`dialog-${form.id}`}
          />
        </>
      )}
    </Modal>
  );
}
