/**
 * A post's text as the built page shows it: the site's own Markdown renderer (renderMarkdown, the
 * same cleaned HTML), in a frame that runs no scripts. Its own chunk: the HTML cleaner comes only
 * when a preview is asked for.
 */
import { renderMarkdown } from '../../lib/markdown.ts';

const STYLE = 'body{font:16px/1.6 system-ui,sans-serif;margin:12px;color:#222}img{max-width:100%}';

export default function PostPreview({ markdown }: { markdown: string }) {
  return (
    <iframe
      title="Preview of the post's text"
      sandbox=""
      srcDoc={`<!doctype html><meta charset="utf-8"><style>${STYLE}</style>${renderMarkdown(markdown)}`}
      style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
    />
  );
}
