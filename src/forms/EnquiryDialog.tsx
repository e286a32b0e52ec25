import { Modal, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSite } from '../app/SiteContext';
import { GeneratedForm } from './GeneratedForm';

interface Open {
  form: string;
  values: Record<string, string>;
}

const EnquiryContext = createContext<(form: string, values?: Record<string, string>) => void>(() => {});

/** Opens a form in the shared dialog: Buy on WhatsApp, Request Bulk Quote. */
export const useEnquiry = () => useContext(EnquiryContext);

export function EnquiryProvider({ children }: { children: ReactNode }) {
  const { content } = useSite();
  const [open, setOpen] = useState<Open | null>(null);
  const show = useCallback((form: string, values: Record<string, string> = {}) => setOpen({ form, values }), []);
  const close = useCallback(() => setOpen(null), []);
  const form = open ? content.forms[open.form] : undefined;
  const preset = useMemo(() => open?.values, [open]);
  return (
    <EnquiryContext.Provider value={show}>
      {children}
      <Modal
        opened={!!form}
        onClose={close}
        title={form?.title ?? 'Enquiry'}
        centered
        radius="lg"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
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
    </EnquiryContext.Provider>
  );
}
