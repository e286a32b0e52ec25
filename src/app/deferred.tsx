import { Suspense, lazy, memo, use, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';

/*
 * Code that most visits never run stays out of the first download:
 *
 * - `whenVisible`: a component prerendered into the page whose code loads when
 *   it comes near the screen or is touched (the forms). Until then the
 *   prerendered HTML stays as it is; React hydrates it once the code is in.
 * - `onDemand`: a component that is never in the prerendered page (a dialog, the
 *   phone menu, notifications), loaded the first time it is shown.
 */

type Loader<P> = () => Promise<ComponentType<P>>;

interface Deferred<P> {
  /** The module's key in the build manifest (its path from the project root). */
  id: string;
  load: () => Promise<ComponentType<P>>;
  loaded?: ComponentType<P>;
}

const all: Deferred<never>[] = [];
/** Keys of the deferred modules the last server render used (their stylesheets go in the page). */
export const renderedDeferred = new Set<string>();

/** Loads every deferred module: the prerender must have them all before it renders. */
export async function loadAllDeferred(): Promise<void> {
  await Promise.all(all.map((d) => d.load()));
}

const sleeping = new Set<() => void>();

/**
 * Loads every part still waiting. Call it before the page changes (a navigation):
 * React holds any update above a part that has not hydrated until that part has,
 * so the change waits for the code's download, not for a scroll.
 */
export function wakeDeferred(): void {
  for (const start of [...sleeping]) start();
}

/**
 * Set at the first change of page: parts mounted from then on load at once (they
 * come with a navigation, not with the prerendered HTML). Not at hydration's end:
 * parts in their own Suspense boundary may hydrate after the root.
 */
let settled = false;
export function markSettled() {
  settled = true;
}

/** How near the screen (in px) a waiting block or the footer wakes: see useNearScreen. */
const NEAR = 400;

/** The wrappers of the blocks the prerendered page holds, in page order. */
export function prerenderedBlocks(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('#main > [data-block]')];
}

/**
 * How many of the page's first blocks the first hydration needs: on the first load,
 * those within reach of the screen (the others hydrate when the visitor nears them,
 * and their code can come then, or when the browser is idle); otherwise all of them.
 */
export function blocksAtStart(count: number): number {
  if (import.meta.env.SSR || settled || typeof document === 'undefined') return count;
  const blocks = prerenderedBlocks();
  if (blocks.length < count) return count;
  const far = blocks.findIndex((el) => el.getBoundingClientRect().top >= window.innerHeight + NEAR);
  return far < 0 ? count : far;
}

/** A sign for tests and tools that the page is live (the root has hydrated). */
export function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

function deferred<P>(id: string, loader: Loader<P>): Deferred<P> {
  let promise: Promise<ComponentType<P>> | undefined;
  const d: Deferred<P> = {
    id,
    load: () =>
      (promise ??= loader().then((c) => {
        d.loaded = c;
        return c;
      })),
  };
  all.push(d as Deferred<never>);
  return d;
}

/** React has taken the node over (hydration adds its own keys to it). */
const isLive = (node: Element) => Object.keys(node).some((k) => k.startsWith('__reactFiber'));

/** Runs `then` once React has taken the node over; gives up after 15 s (a very slow line). */
function whenLive(node: Element, then: () => void, until = performance.now() + 15_000) {
  if (isLive(node)) then();
  else if (performance.now() < until) requestAnimationFrame(() => whenLive(node, then, until));
}

function shallowEqual(a: object, b: object): boolean {
  const ka = Object.keys(a) as Array<keyof typeof a>;
  return ka.length === Object.keys(b).length && ka.every((k) => Object.is(a[k], b[k]));
}

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * Calls `wake` once, when `el` comes within `margin` of the screen, is touched, or
 * before a navigation (`wakeDeferred`). Until the part inside `el` is live (React has
 * taken its first element over), a press or a submit aimed inside it is held and
 * replayed once its target is live, each target once: the listeners sit on the
 * document, capturing, because React's own listener on the root stops an event aimed
 * into a part still waiting. Returns the cleanup.
 */
function wakeWhenNear(el: HTMLElement, margin: string, wake: () => void): () => void {
  let woken = false;
  const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: margin });
  const inside = (e: Event) => e.target instanceof Node && el.contains(e.target);
  // Once the part is live, its own handlers (and React's) take every event: the listeners go.
  const waiting = (e: Event) => {
    const first = el.firstElementChild;
    if (first && isLive(first)) {
      detach();
      return false;
    }
    return inside(e);
  };
  // What is held, each once: a second tap while the first waits is not a second order.
  const held = new Set<Element>();
  const hold = (e: Event, target: Element, replay: () => void) => {
    e.preventDefault();
    e.stopPropagation();
    start();
    if (held.has(target)) return;
    held.add(target);
    whenLive(target, () => {
      held.delete(target);
      replay();
    });
  };
  const onTouch = (e: Event) => inside(e) && start();
  const onSubmit = (e: Event) => {
    const form = e.target as HTMLFormElement;
    if (waiting(e) && !isLive(form)) hold(e, form, () => form.requestSubmit());
  };
  const onClick = (e: MouseEvent) => {
    const button = waiting(e) ? (e.target as Element).closest?.('button, [role="button"]') : null;
    if (button && el.contains(button) && !isLive(button)) hold(e, button, () => (button as HTMLElement).click());
  };
  const events = [
    ['pointerdown', onTouch],
    ['focusin', onTouch],
    ['submit', onSubmit],
    ['click', onClick],
  ] as const;
  function detach() {
    for (const [type, fn] of events) document.removeEventListener(type, fn as EventListener, true);
  }
  function start() {
    if (woken) return;
    woken = true;
    sleeping.delete(start);
    io.disconnect();
    wake();
  }
  for (const [type, fn] of events) document.addEventListener(type, fn as EventListener, true);
  sleeping.add(start);
  io.observe(el);
  return () => {
    detach();
    sleeping.delete(start);
    io.disconnect();
  };
}

/**
 * A component whose code loads when it is within `margin` of the screen, or when
 * the visitor focuses or presses inside it (see wakeWhenNear). A submit before then
 * is held and sent again once the form is live, so nothing typed is lost.
 */
export function whenVisible<P extends object>(id: string, loader: Loader<P>, margin = '600px'): ComponentType<P> {
  const d = deferred(id, loader);

  // Unchanged props must not reach a part still waiting to hydrate: React would hold every
  // update of the page (a navigation, say) until that part's code has arrived.
  const Waiting = memo(
    function Waiting({ wait, props }: { wait: Promise<void>; props: P }) {
      use(wait);
      const C = d.loaded!;
      return <C {...props} />;
    },
    (a, b) => a.wait === b.wait && shallowEqual(a.props, b.props),
  );

  return function WhenVisible(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [ready] = useState(() => (d.loaded ? null : gate()));
    const last = useRef(props);
    if (import.meta.env.SSR) renderedDeferred.add(id);
    // New props while still waiting: fetch the code now, so the update waits only for that.
    if (ready && !d.loaded && !shallowEqual(last.current, props)) void d.load().then(ready.open);
    last.current = props;

    useEffect(() => {
      const el = ref.current;
      if (!ready || !el) return;
      const wake = () => void d.load().then(ready.open);
      if (settled || typeof IntersectionObserver === 'undefined') return wake();
      return wakeWhenNear(el, margin, wake);
    }, [ready]);

    const C = d.loaded;
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          {C && !ready ? <C {...props} /> : <Waiting wait={ready ? ready.promise : Promise.resolve()} props={props} />}
        </Suspense>
      </div>
    );
  };
}

/**
 * Suspends the boundary it sits in, during the first page load only, until that
 * boundary comes within `margin` of the screen or is touched. Put it beside a
 * block inside the block's own Suspense: the prerendered HTML shows meanwhile and
 * React hydrates the block when the visitor gets near it, so a long page does not
 * hydrate all at once (rendering it costs the phone's CPU, not the visitor's eyes).
 * On the server and after the first navigation it renders nothing and waits for nothing.
 */
export function useNearScreen(margin = `${NEAR}px`): { ref: (el: HTMLElement | null) => void; wait: Promise<void> | null } {
  const [ready] = useState(() => (import.meta.env.SSR || settled || typeof IntersectionObserver === 'undefined' ? null : gate()));
  const ref = useCallback((el: HTMLElement | null) => (ready && el ? wakeWhenNear(el, margin, ready.open) : undefined), [ready, margin]);
  return { ref, wait: ready?.promise ?? null };
}

/** Renders nothing; keeps its Suspense boundary waiting (dehydrated) until `wait` settles. */
export const Hold = memo(function Hold({ wait }: { wait: Promise<void> | null }) {
  if (wait) use(wait);
  return null;
});

/**
 * A component loaded the first time it is rendered; `null` shows meanwhile.
 * Render it only when it is needed (e.g. once a dialog is first opened).
 */
export function onDemand<P extends object>(id: string, loader: Loader<P>): ComponentType<P> {
  const d = deferred(id, loader);
  const Lazy = lazy(() => d.load().then((c) => ({ default: c })));
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * For a dialog that is first rendered already open (its code just loaded): it
 * starts closed for one render, so Mantine sees it open and records where focus
 * was, to give it back on close.
 */
export function useOpenAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
