import { Suspense, use, useEffect, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { BlockT, BlockType } from '../schema/blocks';
import type { RouteT } from '../schema/site';
import { BlockBoundary } from './BlockBoundary';
import { applyHead, headFor } from './head';
import { loadBlocks, loadedBlock, type BlockProps } from './registry';
import { useSite } from './SiteContext';

const pending = new Map<BlockType, Promise<void>>();

/** A block whose code is not loaded yet (the route normally loads it first): waits for it. */
function LateBlock({ block, index }: BlockProps<BlockT>) {
  let promise = pending.get(block.type);
  if (!promise) pending.set(block.type, (promise = loadBlocks([block.type])));
  use(promise);
  const Block = loadedBlock(block.type) as ComponentType<BlockProps<BlockT>>;
  return <Block block={block} index={index} />;
}

export function Blocks({ blocks }: { blocks: BlockT[] }) {
  return blocks.map((block, i) => {
    const Block = (loadedBlock(block.type) as ComponentType<BlockProps<BlockT>> | undefined) ?? LateBlock;
    return (
      <BlockBoundary key={`${block.type}-${i}`} type={block.type} index={i}>
        {/* Its own boundary: the page hydrates block by block, yielding in between. */}
        <Suspense fallback={null}>
          <Block block={block} index={i} />
        </Suspense>
      </BlockBoundary>
    );
  });
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
