import { createContext } from 'react';
import { pictureSources } from '../lib/picture';

/**
 * Where a picture of the site (its `src` in site.yaml) is drawn from. The site's pages use its
 * published addresses (an SVG picture through its WebP drawings, lib/picture.ts); the editor's
 * drawing of a page (src/editor/preview) gives its own: the picture's file itself, beside /admin
 * on the published site, or from its bytes while it is an upload not yet published.
 */
export const PictureAddress = createContext<(src: string) => { src: string; srcSet?: string }>(pictureSources);
