import type { ImageT } from '../schema/kinds';

/** An image from site.yaml: sized so nothing shifts, lazy unless it is above the fold. */
export function Img({ image, eager, className }: { image: ImageT; eager?: boolean; className?: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={className}
    />
  );
}
