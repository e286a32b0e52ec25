/**
 * A message with its `{names}` filled in: fill('{minutes} min read', { minutes: 5 }). A module of
 * its own, so the islands that fill their page's words (which come with the page's facts) do not
 * bundle the catalogue of every language with it (src/i18n/messages.ts).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}
