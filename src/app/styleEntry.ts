/**
 * Never loaded by a page. A second input of the browser build, so that it emits the
 * stylesheets of what pages draw without code (the blocks, the shell): the prerender links
 * them from the build manifest (src/prerender/document.ts, `pageAssets`). Dynamic imports
 * only, so every island stays a chunk of its own.
 */
export { registry } from './registry';
export const shell = () => import('../shell/Shell');
