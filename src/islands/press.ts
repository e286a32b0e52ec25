/**
 * A press on an island that is not live yet (issue 36): caught by the page's first script, from
 * before any of its code has come, and held for the island's code by the entry
 * (src/islands/client.ts `hold`), which gives it to the island once live.
 */

/**
 * What a press acts on: the element whose click an island's code answers. Not a box or a label:
 * a box ticked before the code stays ticked, and the island starts from what its fields hold.
 */
export const PRESSABLE =
  'a[href], button, summary, input[type="button"], [role="button"], [role="tab"], [role="option"], [role="checkbox"], [role="radio"], [role="switch"], [aria-haspopup]';

/** A press caught before its island was live: the control pressed, and when. */
export interface Press {
  control: HTMLElement;
  at: number;
}

declare global {
  interface Window {
    /** Presses caught and not yet taken by the entry. */
    __presses?: Press[];
    /** The entry's taker of caught presses, once it runs. */
    __hold?: () => void;
    /** A press given back to the page as drawn (its code was late): let through, not caught again. */
    __passing?: Element | null;
  }
}

/**
 * The page's first script (inline in <head>, hashed in its CSP): marks the page as one that will
 * come alive (`js`, for global.css), and from then on catches a click on a control inside an
 * island that is neither live nor failed: its default (following the link) is stopped, nothing
 * else sees it, and it waits in `__presses` for the entry. A form's submit button is left alone:
 * React's own inline script holds a form sent early. Plain ES5, no module: it runs before anything.
 */
export const BOOT_SCRIPT =
  "document.documentElement.classList.add('js');" +
  '(function(d,w){var q=w.__presses=[];' +
  "d.addEventListener('click',function(e){var t=e.target,c=t&&t.closest&&t.closest(" +
  JSON.stringify(PRESSABLE) +
  "),i=c&&c.closest('[data-island]');" +
  "if(!i||i.hasAttribute('data-live')||i.hasAttribute('data-failed')||c===w.__passing||(c.type==='submit'&&c.form))return;" +
  'e.preventDefault();e.stopImmediatePropagation();q.push({control:c,at:Date.now()});if(w.__hold)w.__hold()},true)' +
  '})(document,window)';
