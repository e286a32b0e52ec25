import { whenVisible } from '../app/deferred';
import type { GeneratedFormProps } from './GeneratedForm';

/**
 * A form declared in content/forms/. The page shows it prerendered; its code
 * (validation, sending) loads when it comes near the screen or is touched.
 */
export const GeneratedForm = whenVisible<GeneratedFormProps>('src/forms/GeneratedForm.tsx', () =>
  import('./GeneratedForm').then((m) => m.GeneratedFormLive),
);
