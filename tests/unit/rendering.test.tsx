// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Blocks, BlockSources } from '../../src/app/Page';
import { loadBlocks } from '../../src/app/registry';
import { RouteError } from '../../src/app/RouteError';
import { FactsContext } from '../../src/ui/facts';
import { factsOf } from '../../src/ui/factsOf';
import { SiteContext } from '../../src/ui/SiteContext';
import { loadSite } from '../../src/loader/index.ts';
import type { BlockT } from '../../src/schema/blocks.ts';
import type { SiteModel } from '../../src/schema/model.ts';
import { fixtureSite, twoLanguages } from './helpers';
import { renderToString } from 'react-dom/server';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IslandRoot } from '../../src/islands/IslandRoot';
import { Providers } from '../../src/ui/Providers';
import { ProductCard } from '../../src/blocks/productGrid/ProductCard';
import { fallbackTexts, stripMarks } from '../../src/i18n/fallback';
import { localize } from '../../src/i18n/localize.ts';

let model: SiteModel;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has no matchMedia (the types say every window has one).
  Object.assign(window, {
    matchMedia: (q: string) => ({
      matches: false,
      media: q,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
  const r = await loadSite({ root: fixtureSite() });
  if (!r.ok) throw new Error('fixture site invalid');
  model = localize(r.model, 'en');
});

async function render(node: ReactNode): Promise<HTMLElement> {
  const el = document.createElement('div');
  document.body.append(el);
  // The async form of act: it also flushes what the first render started (effects, microtasks).
  await act(async () => {
    createRoot(el).render(
      <MantineProvider>
        <SiteContext.Provider value={model}>
          <FactsContext.Provider value={factsOf(model)}>{node}</FactsContext.Provider>
        </SiteContext.Provider>
      </MantineProvider>,
    );
    await Promise.resolve();
  });
  return el;
}

describe('a page of blocks', () => {
  it('shows a notice for a block that fails, naming it and its site.yaml line in dev, and still renders the others', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A hero whose data breaks its component (buttons is null).
    const broken = { type: 'hero', title: 'Broken', buttons: null } as unknown as BlockT;
    const fine: BlockT = { type: 'hero', title: 'Still here', buttons: [], counters: [] };
    await loadBlocks(['hero']);
    const el = await render(
      <MemoryRouter>
        <BlockSources.Provider value={[{ file: 'site.yaml', line: 42, number: 1 }]}>
          <Blocks blocks={[broken, fine]} />
        </BlockSources.Provider>
      </MemoryRouter>,
    );
    // The notice's code comes when a block first fails.
    for (let i = 0; i < 40 && !el.textContent.includes('This section could not be shown'); i++) {
      await act(async () => {
        await new Promise((r) => setTimeout(r, 25));
      });
    }
    expect(el.textContent).toContain('This section could not be shown');
    expect(el.textContent).toMatch(/The block 1 \(hero, site\.yaml line 42\) failed: \S/);
    expect(el.querySelector('h2')?.textContent).toBe('Still here');
    expect(spy.mock.calls.some((c) => String(c[0]).includes('The block 1 (hero, site.yaml line 42) failed to render'))).toBe(true);
    spy.mockRestore();
  });
});

describe('route error element', () => {
  it('shows "Unexpected Application Error!" with the error message', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Boom(): ReactNode {
      throw new Error('The page exploded');
    }
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteError /> }]);
    const el = await render(<RouterProvider router={router} />);
    expect(el.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(el.textContent).toContain('The page exploded');
    spy.mockRestore();
  });

  it('shows the status text of an error response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('', { status: 503, statusText: 'Service Unavailable' });
        },
        element: <p>never</p>,
        errorElement: <RouteError />,
      },
    ]);
    const el = await render(<RouterProvider router={router} />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(el.textContent).toContain('Unexpected Application Error!');
    expect(el.textContent).toContain('503 Service Unavailable');
  });
});

describe('an article in a language it is not written in', () => {
  it('is not drawn there: the address leads to that language’s blog (the preview and the client as the build)', async () => {
    const r = await loadSite({ root: twoLanguages() });
    if (!r.ok) throw new Error('fixture site invalid');
    const english = model;
    model = localize(r.model, 'sw');
    try {
      await loadBlocks(['blogArticle']);
      const [article] = model.routes.filter((route) => route.path === '/blog/:slug');
      const router = createMemoryRouter(
        [
          { path: '/blog', element: <p>The Kiswahili blog</p> },
          { path: '/blog/:slug', element: <Blocks blocks={article.blocks} /> },
        ],
        { initialEntries: ['/sw/blog/first-post'], basename: '/sw' },
      );
      const el = await render(<RouterProvider router={router} />);
      expect(router.state.location.pathname).toBe('/sw/blog');
      expect(el.querySelector('p')?.textContent).toBe('The Kiswahili blog');
    } finally {
      model = english;
    }
  });
});

describe('an island’s text not yet translated', () => {
  it('is drawn inside lang="en" from the stripped props it is told are the first language’s, as the static page draws it', async () => {
    const dir = twoLanguages();
    const products = join(dir, 'content/products.yaml');
    writeFileSync(products, readFileSync(products, 'utf8').replace('    name: Cutlery Set', '    name: { en: Cutlery Set }'));
    const r = await loadSite({ root: dir });
    if (!r.ok) throw new Error('fixture site invalid');
    const sw = localize(r.model, 'sw');
    const product = sw.content.products[0];
    // What the prerender gives the island: its props without marks, and which texts were marked.
    const fallbacks = fallbackTexts(product);
    expect(fallbacks).toEqual(['Cutlery Set']);
    const draw = (told: string[]) =>
      renderToString(
        <IslandRoot name="blocks/productGrid/ProductCard" facts={factsOf(sw)} Frame={Providers} fallbacks={told}>
          <ProductCard product={stripMarks(product)} delay={0} buy={{}} />
        </IslandRoot>,
      );
    expect(draw(fallbacks)).toMatch(/<h3[^>]*><span lang="en">Cutlery Set<\/span><\/h3>/);
    // A text of the page's own language is drawn as it is.
    expect(draw([])).toMatch(/<h3[^>]*>Cutlery Set<\/h3>/);
  });
});

describe('a call button', () => {
  it('calls the phone number of site: and shows it where the label says {phone}', async () => {
    const cta = { type: 'cta', title: 'Prefer to talk?', buttons: [{ label: 'Call {phone}', call: true }] } as unknown as BlockT;
    await loadBlocks(['cta']);
    const el = await render(
      <MemoryRouter>
        <Blocks blocks={[cta]} />
      </MemoryRouter>,
    );
    const link = [...el.querySelectorAll('a')].find((a) => a.textContent.startsWith('Call'));
    expect(link?.textContent).toBe(`Call ${model.site.phone}`);
    expect(link?.getAttribute('href')).toBe(`tel:${model.site.phone.replace(/\s/g, '')}`);
  });
});

describe('a picture whose size is not written', () => {
  it('is drawn with the width and height of its file, so the page keeps its space', async () => {
    // The minimal site's home hero: { src: /images/kitchenware.svg, alt: Cutlery }, an SVG of 800 × 600.
    const hero = model.routes[0].blocks[0];
    await loadBlocks(['hero']);
    const el = await render(
      <MemoryRouter>
        <Blocks blocks={[hero]} />
      </MemoryRouter>,
    );
    const img = el.querySelector('img[alt="Cutlery"]');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['800', '600']);
  });
});
