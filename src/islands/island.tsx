import { createContext, useContext, type ComponentType, type ReactElement } from 'react';

/**
 * Islands: every page is static HTML, and only the parts that need code ship and hydrate,
 * each as a React root of its own (`hydrateRoot` in src/islands/hydrate.tsx, started by src/islands/client.ts), with its props
 * serialised in the page. The model is Astro's `<astro-island>`.
 *
 * An island module is `src/<name>.island.tsx`; its default export is `island(name, Component)`.
 * Rendered in the prerender, that writes
 *
 *   <div data-island="<name>" data-when="load|interaction" data-prefix="i3-"
 *        data-mantine data-props="{…}">…</div>
 *
 * around the component's HTML, rendered in a root of its own (the same tree, providers and
 * id prefix the browser hydrates, so `useId` and every attribute match). Rendered anywhere
 * else (in the browser, or inside another island) it is the component itself.
 */

/**
 * When an island's code loads and it hydrates (src/islands/client.ts): `load` with the page;
 * `interaction` (the default) when the visitor turns to it: a pointer down, the focus or a key
 * inside it, a form in it sent. Reading, scrolling to it or jumping to it starts nothing.
 */
export type When = 'load' | 'interaction';

/**
 * Renders one island's tree in a root of its own (provided by the prerender only). `mantine`:
 * the island's code draws Mantine components, so the browser wraps it in Mantine's provider
 * (found in the build's import graph; an island without Mantine hydrates with React alone).
 */
/**
 * The prerender's drawing of an island from its props (`draw`): its HTML, its ids' prefix, whether
 * it draws Mantine, the props as the browser will draw it from (JSON), and its texts shown in the
 * site's first language (JSON, when it has any: `useSaid` in src/ui/facts.tsx marks them).
 */
export type RenderIsland = <P>(
  name: string,
  given: P,
  draw: (props: P) => ReactElement,
) => { html: string; prefix: string; mantine: boolean; props: string; fallbacks?: string };
export const IslandRenderer = createContext<RenderIsland | null>(null);

/** Values an island's props may hold: what survives JSON as it is. */
export type Serialisable = string | number | boolean | null | undefined | Serialisable[] | { [key: string]: Serialisable };

export function island<P extends { [K in keyof P]: Serialisable }>(
  name: string,
  Component: ComponentType<P>,
  when?: When,
): ComponentType<P> {
  function Island(given: P) {
    const render = useContext(IslandRenderer);
    if (!render) return <Component {...given} />;
    const { html, prefix, mantine, props, fallbacks } = render(name, given, (p) => <Component {...p} />);
    return (
      <div
        data-island={name}
        data-when={when ?? 'interaction'}
        data-prefix={prefix}
        data-mantine={mantine ? '' : undefined}
        data-props={props}
        data-fallbacks={fallbacks}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
