/** The messages a field shows: why its last change was not saved, and the problems in the file at its place. */
import { describePath, type Path } from '../../edits.ts';
import type { FileName } from '../../protocol.ts';
import type { FormContext } from './types.ts';

export const fieldKey = (file: FileName, path: Path) => `${file}|${describePath(path)}`;

export function messagesAt(ctx: FormContext, path: Path): string | undefined {
  const where = describePath(path);
  const own = ctx.editor.fieldMessages[fieldKey(ctx.file, path)];
  const pending = own
    ? [own.problems.length ? own.problems.map((p) => (p.path === where ? p.message : `${p.where}: ${p.message}`)).join(' ') : own.message]
    : [];
  // A change refused at another field (a new item confirmed whole) can be about this one.
  for (const [key, other] of Object.entries(ctx.editor.fieldMessages)) {
    if (!other || key === fieldKey(ctx.file, path)) continue;
    for (const p of other.problems) if (p.file === ctx.file && p.path === where && !pending.includes(p.message)) pending.push(p.message);
  }
  const onDisk = ctx.problems.filter((p) => p.file === ctx.file && p.path === where).map((p) => p.message);
  const all = [...pending, ...onDisk.filter((m) => !pending.some((x) => x.includes(m)))];
  return all.length ? all.join(' ') : undefined;
}
