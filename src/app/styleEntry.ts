/**
 * Never loaded by a page. A second input of the browser build, so that it emits the
 * stylesheets of what pages draw without code (the blocks, the shell): the prerender links
 * them through the build's module map (src/prerender/document.ts, `pageAssets`; the bundler
 * may merge a block with an island it draws, which the map still finds).
 */
export { registry } from './registry';
export const shell = () => import('../shell/Shell');
