import type { ComponentType } from 'react';
import type { BlockT } from '../schema/blocks';
import type { RouteT } from '../schema/site';
import { BlockBoundary } from './BlockBoundary';
import { registry, type BlockProps } from './registry';
import { useParams } from 'react-router-dom';
import { Meta, routeMeta } from './Meta';
import { useSite } from './SiteContext';

export function Blocks({ blocks }: { blocks: BlockT[] }) {
  return blocks.map((block, i) => {
    const Block = registry[block.type] as ComponentType<BlockProps<BlockT>>;
    return (
      <BlockBoundary key={`${block.type}-${i}`} type={block.type} index={i}>
        <Block block={block} index={i} />
      </BlockBoundary>
    );
  });
}

export function Page({ route }: { route: RouteT }) {
  const params = useParams();
  const meta = routeMeta(route, useSite(), params);
  return (
    <>
      <Meta title={meta.title} description={meta.description} />
      <Blocks blocks={route.blocks} />
    </>
  );
}
