/**
 * Filling a form from elsewhere on the page (Apply Now on a program card): the
 * form takes the values and scrolls into view. A form whose code has not
 * loaded yet is scrolled to (which loads it) and takes the values when it starts.
 */
export interface Preset {
  form: string;
  values: Record<string, string>;
}

const EVENT = 'site:form-preset';
const pending = new Map<string, Record<string, string>>();

export function presetForm(form: string, values: Record<string, string> = {}) {
  const event = new CustomEvent<Preset>(EVENT, { detail: { form, values }, cancelable: true });
  window.dispatchEvent(event);
  if (!event.defaultPrevented) {
    // No live form took it: keep the values for when it starts, and bring it into view.
    pending.set(form, values);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.querySelector(`[data-form="${CSS.escape(form)}"]`)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }
}

/** Listens for presets of `form`, including one that came before the form was live. */
export function onPreset(form: string, handler: (values: Record<string, string>) => void): () => void {
  const early = pending.get(form);
  if (early) {
    pending.delete(form);
    queueMicrotask(() => handler(early));
  }
  const listener = (e: Event) => {
    const p = (e as CustomEvent<Preset>).detail;
    if (p.form !== form) return;
    e.preventDefault();
    handler(p.values);
  };
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
