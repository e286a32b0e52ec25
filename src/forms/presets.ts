/**
 * Filling a form from elsewhere on the page (Apply Now on a program card): the
 * form takes the values and scrolls into view. A form whose code has not
 * loaded yet is started and scrolled to, and takes the values when it starts.
 */
import { wake } from '../islands/wake';

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
    // No live form took it: keep the values for when it starts, start it, and bring it into view.
    pending.set(form, values);
    const target = document.querySelector(`[data-form="${CSS.escape(form)}"]`);
    wake(target);
    bringIntoView(target);
  }
}

/**
 * Scrolls a form to the top of the window, smoothly unless the visitor asked for less motion.
 * The only scroll of a preset: the form's first field takes the focus without one of its own
 * (`focus({ preventScroll: true })`), as a focus's jump in the middle of a smooth scroll moves
 * its end too, past the form.
 */
export function bringIntoView(el: Element | null) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
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

/**
 * The address of a preset, for the moment before its code runs (and with scripts off): the
 * values in the query and the form as the fragment, `?program=advanced#form-apply`. Followed
 * before the page is live, it opens the page again at the form, which takes the values when
 * it starts (see `presetFromAddress`).
 */
export function presetHref(form: string, values: Record<string, string> = {}): string {
  const query = new URLSearchParams(values).toString();
  return `${query ? `?${query}` : ''}#form-${form}`;
}

/** The values a preset address gives `form` (only when the address points at that form). */
export function presetFromAddress(form: string, fields: string[]): Record<string, string> {
  if (typeof location === 'undefined' || location.hash !== `#form-${form}`) return {};
  const params = new URLSearchParams(location.search);
  return Object.fromEntries(fields.flatMap((name) => (params.has(name) ? [[name, params.get(name) ?? '']] : [])));
}
