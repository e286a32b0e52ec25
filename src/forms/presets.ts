/**
 * Filling a form from elsewhere on the page (Apply Now on a program card): the
 * form listens for its own id, takes the values and scrolls into view.
 */
export interface Preset {
  form: string;
  values: Record<string, string>;
}

const EVENT = 'site:form-preset';

export function presetForm(form: string, values: Record<string, string> = {}) {
  window.dispatchEvent(new CustomEvent<Preset>(EVENT, { detail: { form, values } }));
}

export function onPreset(handler: (p: Preset) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<Preset>).detail);
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
