import { createContext, useContext, type ComponentType, type ReactElement } from 'react';

/**
 * Islands: every page is static HTML, and only the parts that need code ship and hydrate,
 * each as a React root of its own (`hydrateRoot` in src/islands/client.tsx), with its props
 * serialised in the page. The model is Astro's `<astro-island>`.
 *
 * An island module is `src/<name>.island.tsx`; its default export is `island(name, Component)`.
 * Rendered in the prerender, that writes
 *
 *   <div data-island="<name>" data-when="load|visible" data-prefix="i3-" data-props="{…}">…</div>
 *
 * around the component's HTML, rendered in a root of its own (the same tree, providers and
 * id prefix the browser hydrates, so `useId` and every attribute match). Rendered anywhere
 * else (in the browser, or inside another island) it is the component itself.
 */

/** When an island's code loads and it hydrates: with the page, or when it comes near the screen. */
export type When = 'load' | 'visible';

/** Renders one island's tree in a root of its own (provided by the prerender only). */
export type RenderIsland = (name: string, tree: ReactElement) => { html: string; prefix: string };
export const IslandRenderer = createContext<RenderIsland | null>(null);

/** The loading strategy of the islands below (the page sets `load` on its first blocks). */
export const IslandWhen = createContext<When>('visible');

/** Values an island's props may hold: what survives JSON as it is. */
export type Serialisable = string | number | boolean | null | undefined | Serialisable[] | { [key: string]: Serialisable };

export function island<P extends { [K in keyof P]: Serialisable }>(
  name: string,
  Component: ComponentType<P>,
  when?: When,
): ComponentType<P> {
  function Island(props: P) {
    const render = useContext(IslandRenderer);
    const near = useContext(IslandWhen);
    if (!render) return <Component {...props} />;
    const { html, prefix } = render(name, <Component {...props} />);
    return (
      <div
        data-island={name}
        data-when={when ?? near}
        data-prefix={prefix}
        data-props={JSON.stringify(props)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
