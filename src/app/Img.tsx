import type { ImageT } from '../schema/kinds';
import classes from './Img.module.css';

interface Props {
  image: ImageT;
  eager?: boolean;
  className?: string;
  /** Fill the slot's width at this aspect ratio, cropping what does not fit. */
  cover?: '4 / 3' | '16 / 9';
}

/** An image from site.yaml: sized so nothing shifts, lazy unless it is above the fold. */
export function Img({ image, eager, className, cover }: Props) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={cover ? `${classes.cover} ${className ?? ''}`.trim() : className}
      style={cover ? { aspectRatio: cover } : undefined}
    />
  );
}
