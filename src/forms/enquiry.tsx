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
  const early = takePendingOpen();
  if (early) listener(early);
  return () => listeners.delete(listener);
}

/** Opens form `form` in the dialog, filled with `values`. */
export async function openEnquiry(siteFacts: SiteFacts, form: string, values: Record<string, string> = {}): Promise<void> {
  facts ??= siteFacts;
  const first = !listeners.size;
  await host();
  // The dialog subscribes in an effect; a dialog mounted just now is given the opening as it subscribes.
  if (first) pendingOpen = { form, values };
  for (const l of listeners) l({ form, values });
}

/** An opening asked for before the dialog had mounted (its first subscription takes it). */
export let pendingOpen: Open | null = null;
export function takePendingOpen(): Open | null {
  const open = pendingOpen;
  pendingOpen = null;
  return open;
}
