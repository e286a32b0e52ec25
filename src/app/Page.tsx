import { createContext, useContext, type ComponentType } from 'react';
import type { BlockProps, BlockT } from '../schema/blocks';
import type { RouteT } from '../schema/site';
import { InspectedBlock, type BlockSource } from '../dev/inspector';
import { BlockBoundary } from '../ui/BlockBoundary';
import { loadedBlock } from './registry';

/** Dev server only: where each block of the page is written in site.yaml (for the block inspector). */
export const BlockSources = createContext<BlockSource[] | null>(null);

/** One block: its islands hydrate when the visitor turns to them (src/islands/client.ts). */
function BlockSlot({ block, index, source }: BlockProps<BlockT> & { source?: BlockSource }) {
  const Block = loadedBlock(block.type) as ComponentType<BlockProps<BlockT>> | undefined;
  if (!Block) throw new Error(`The code of block type "${block.type}" is not loaded (loadBlocks first).`);
  const content = (
    <BlockBoundary type={block.type} index={index} line={source?.line} number={source?.number}>
      <Block block={block} index={index} />
    </BlockBoundary>
  );
  return (
    <div data-block={block.type}>
      {import.meta.env.DEV ? (
        <InspectedBlock type={block.type} index={index} source={source}>
          {content}
        </InspectedBlock>
      ) : (
        content
      )}
    </div>
  );
}

export function Blocks({ blocks }: { blocks: BlockT[] }) {
  const sources = useContext(BlockSources);
  return blocks.map((block, i) => <BlockSlot key={`${block.type}-${i}`} block={block} index={i} source={sources?.[i]} />);
}

export function Page({ route }: { route: RouteT }) {
  return <Blocks blocks={route.blocks} />;
}
