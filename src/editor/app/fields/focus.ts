import { describePath, type Path } from '../../edits.ts';

/** Puts the cursor in the first field under a path (a new item's, a new block's), once it shows. */
export function focusFieldUnder(path: Path) {
  // Escaped: a key the notation writes in quotes (`values["full name"]`) must not end the selector's string.
  const prefix = CSS.escape(describePath(path));
  setTimeout(() => {
    const el = document.querySelector<HTMLElement>(
      `input[data-path^="${prefix}."], textarea[data-path^="${prefix}."], input[data-path^="${prefix}["], input[data-path="${prefix}"]`,
    );
    el?.focus();
    el?.scrollIntoView({ block: 'center' });
  }, 100);
}
