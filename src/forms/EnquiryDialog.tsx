import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { onDemand } from '../app/deferred';

export interface Open {
  form: string;
  values: Record<string, string>;
}

const EnquiryContext = createContext<(form: string, values?: Record<string, string>) => void>(() => {});

/** Opens a form in the shared dialog: Buy on WhatsApp, Request Bulk Quote. */
export const useEnquiry = () => useContext(EnquiryContext);

export function EnquiryProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  // Mounted from the first opening on, so closing can play its transition.
  const [used, setUsed] = useState(false);
  const show = useCallback((form: string, values: Record<string, string> = {}) => {
    setUsed(true);
    setOpen({ form, values });
  }, []);
  const close = useCallback(() => setOpen(null), []);
  return (
    <EnquiryContext.Provider value={show}>
      {children}
      {used && <EnquiryModal open={open} onClose={close} />}
    </EnquiryContext.Provider>
  );
}

const EnquiryModal = onDemand('src/forms/EnquiryModal.tsx', () => import('./EnquiryModal').then((m) => m.EnquiryModal));
