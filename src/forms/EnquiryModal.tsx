import { Modal, Text } from '@mantine/core';
import classes from './EnquiryModal.module.css';
import { useMemo } from 'react';
import { useOpenAfterMount } from '../app/deferred';
import { useSite } from '../ui/SiteContext';
import type { Open } from './EnquiryDialog';
import { GeneratedForm } from './Form';

/** The dialog itself (Mantine's modal and the form); its code loads when first opened. */
export function EnquiryModal({ open, onClose: close }: { open: Open | null; onClose: () => void }) {
  const { content } = useSite();
  const form = open ? content.forms[open.form] : undefined;
  const preset = useMemo(() => open?.values, [open]);
  const opened = useOpenAfterMount(!!form);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={form?.title ?? 'Enquiry'}
      centered
      radius="lg"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      classNames={{ title: classes.title }}
    >
      {form && (
        <>
          {form.text && (
            <Text c="dimmed" fz="sm" mb="md">
              {form.text}
            </Text>
          )}
          <GeneratedForm
            key={`${open!.form}-${JSON.stringify(open!.values)}`}
            form={form}
            preset={preset}
            onDone={close}
            idPrefix={`dialog-${form.id}`}
          />
        </>
      )}
    </Modal>
  );
}
