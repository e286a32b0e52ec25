import { Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFacts } from '../ui/facts';
import { GeneratedFormLive } from './GeneratedForm.island';
import classes from './EnquiryModal.module.css';

/** A form to show in the dialog, and the values it starts with. */
export interface Open {
  form: string;
  values: Record<string, string>;
}

/** The dialog itself (Mantine's modal and the form); its code loads when first opened. */
export function EnquiryModal({ subscribe }: { subscribe: (listener: (open: Open | null) => void) => () => void }) {
  const { forms } = useFacts();
  const [open, setOpen] = useState<Open | null>(null);
  // Opened before this mounted: the subscription brings it now, after a first closed render,
  // so Mantine records where focus was and gives it back on close.
  useEffect(() => subscribe(setOpen), [subscribe]);
  const form = open ? forms[open.form] : undefined;
  const close = () => setOpen(null);
  return (
    <Modal
      opened={!!form}
      onClose={close}
      title={form?.title ?? 'Enquiry'}
      centered
      radius="lg"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
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
