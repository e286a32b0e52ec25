import { Suspense, memo, use, useCallback, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { BlockT, BlockType } from '../schema/blocks';
import type { RouteT } from '../schema/site';
import { BlockBoundary } from '../ui/BlockBoundary';
import { Hold, useNearScreen } from './deferred';
import { blockSources, InspectedBlock } from '../dev/inspector';
import { applyHead, headFor } from './head';
import { loadBlocks, loadedBlock, type BlockProps } from './registry';
import { useSite } from '../ui/SiteContext';

const pending = new Map<BlockType, Promise<void>>();

/** A block whose code is not loaded yet (the route normally loads it first): waits for it. */
function LateBlock({ block, index }: BlockProps<BlockT>) {
  let promise = pending.get(block.type);
  if (!promise) pending.set(block.type, (promise = loadBlocks([block.type])));
  use(promise);
  const Block = loadedBlock(block.type) as ComponentType<BlockProps<BlockT>>;
  return <Block block={block} index={index} />;
}

/**
 * One block in its own error and Suspense boundaries. On the first load the
 * block hydrates when it comes near the screen (see useNearScreen), so the page
 * hydrates block by block. Memoised: a re-render of the page with the same block
 * must not touch a block still waiting to hydrate.
 */
/** Marks the block's wrapper `data-live` once the block has hydrated: a sign for tests and tools. */
function MarkLive({ at }: { at: RefObject<HTMLElement | null> }) {
  useEffect(() => at.current?.setAttribute('data-live', ''), [at]);
  return null;
}

const BlockSlot = memo(function BlockSlot({ block, index }: BlockProps<BlockT>) {
  const Block = (loadedBlock(block.type) as ComponentType<BlockProps<BlockT>> | undefined) ?? LateBlock;
  const near = useNearScreen();
  const wrapper = useRef<HTMLDivElement | null>(null);
  const nearRef = near.ref;
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      wrapper.current = el;
      return nearRef(el);
    },
    [nearRef],
  );
  const source = import.meta.env.DEV ? blockSources.get(block) : undefined;
  const content = (
    <BlockBoundary type={block.type} index={index} line={source?.line} number={source?.number}>
      <Suspense fallback={null}>
        <Hold wait={near.wait} />
        <Block block={block} index={index} />
        <MarkLive at={wrapper} />
      </Suspense>
    </BlockBoundary>
  );
  return (
    <div ref={ref} data-block={block.type}>
      {import.meta.env.DEV ? (
        <InspectedBlock type={block.type} index={index} source={source}>
          {content}
        </InspectedBlock>
      ) : (
        content
      )}
    </div>
  );
});

export function Blocks({ blocks }: { blocks: BlockT[] }) {
  return blocks.map((block, i) => <BlockSlot key={`${block.type}-${i}`} block={block} index={i} />);
}

export function Page({ route }: { route: RouteT }) {
  const params = useParams();
  const { pathname } = useLocation();
  const model = useSite();
  useEffect(() => {
    // The prerendered file already has this head; after a client-side navigation it must change.
    applyHead(headFor(model, route, pathname, params));
  }, [model, route, pathname, params.slug]);
  return <Blocks blocks={route.blocks} />;
}
