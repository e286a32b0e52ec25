/**
 * Sent (bubbling) from inside an island that is not live, it starts it as the visitor's turn does
 * (src/islands/client.ts): for code that acts on another part of the page (Apply Now fills the
 * application form further down, which the visitor has not touched).
 */
export const WAKE = 'site:wake';

export const wake = (el: Element | null) => el?.dispatchEvent(new Event(WAKE, { bubbles: true }));
