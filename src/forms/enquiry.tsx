import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { SiteFacts } from '../ui/facts';
import { lazyRoot, Providers } from '../ui/Providers';
import type { Open } from './EnquiryModal';

type Listener = (open: Open | null) => void;
const listeners = new Set<Listener>();
let facts: SiteFacts | undefined;

/** The shared enquiry dialog (Buy on WhatsApp, Request Bulk Quote): a root of its own, made when first opened. */
const host = lazyRoot(async () => {
  const { EnquiryModal } = await import('./EnquiryModal');
  return (container) =>
    createRoot(container).render(
      <Providers facts={facts}>
        <EnquiryModal subscribe={subscribe} />
      </Providers>,
    );
});

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens form `form` in the dialog, filled with `values`; `opener` (the button pressed) is
 * given focus back when the dialog closes. The opening is committed at once (flushSync), so
 * the dialog is open by the time this settles.
 */
export async function openEnquiry(
  siteFacts: SiteFacts,
  opener: HTMLElement,
  form: string,
  values: Record<string, string> = {},
): Promise<void> {
  facts ??= siteFacts;
  await host();
  flushSync(() => {
    for (const l of listeners) l({ form, values, opener });
  });
}
