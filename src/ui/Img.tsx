import type { ImageT } from '../schema/kinds';
import classes from './Img.module.css';
import { use } from 'react';
import { PictureAddress } from './pictureAddress';

interface Props {
  image: ImageT;
  eager?: boolean;
  className?: string;
  /** Fill the slot's width at this aspect ratio, cropping what does not fit. */
  cover?: '4 / 3' | '16 / 9';
  /**
   * How wide the picture shows (the `sizes` attribute), for an eager picture: the
   * browser picks its drawing before layout. A lazy one is measured (`auto`).
   */
  sizes?: string;
}

/**
 * An image from site.yaml: sized so nothing shifts, lazy unless it is above the
 * fold; an SVG picture is shown from its WebP drawings (see picture.ts).
 */
export function Img({ image, eager, className, cover, sizes = '100vw' }: Props) {
  const { src, srcSet } = use(PictureAddress)(image.src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (eager ? sizes : `auto, ${sizes}`) : undefined}
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
