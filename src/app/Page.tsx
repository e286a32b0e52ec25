import type { ComponentType } from 'react';
import type { BlockT } from '../schema/blocks';
import type { RouteT } from '../schema/site';
import { BlockBoundary } from './BlockBoundary';
import { registry } from './registry';
import { Meta } from './Meta';

export function Blocks({ blocks }: { blocks: BlockT[] }) {
  return blocks.map((block, i) => {
    const Block = registry[block.type] as ComponentType<{ block: BlockT }>;
    return (
      <BlockBoundary key={`${block.type}-${i}`} type={block.type} index={i}>
        <Block block={block} />
      </BlockBoundary>
    );
  });
}

export function Page({ route }: { route: RouteT }) {
  return (
    <>
      <Meta title={route.title} description={route.description} />
      <Blocks blocks={route.blocks} />
    </>
  );
}
