/**
 * A failure told in plain words for the panel: what could not be done and why, from the error's
 * code (a disk full, a folder missing), never the error's own message, which names this machine's
 * folders.
 */

/** The error's code (ENOENT, ENOSPC, …), or '' when it has none. */
function code(e: unknown): string {
  const c = (e as { code?: unknown } | null | undefined)?.code;
  return typeof c === 'string' ? c : '';
}

const TROUBLE: Record<string, string> = {
  ENOENT: 'a folder on its way is missing, or is a link to a place that is not there',
  ENOTDIR: 'a part of its folder is a file, not a folder',
  ELOOP: 'a link on its way leads round in a circle',
  EACCES: 'this computer does not let the editor write there',
  EPERM: 'this computer does not let the editor write there',
  EROFS: 'the disk is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk is full',
  EEXIST: 'something else of that name is in the way',
  EISDIR: 'a folder of that name is in the way',
};

/** `what` and why, for an answer to the panel; an error of an unknown kind goes to the terminal. */
export function plainTrouble(e: unknown, what: string): string {
  const kind = code(e);
  if (Object.hasOwn(TROUBLE, kind)) return `${what}: ${TROUBLE[kind]}.`;
  console.error(e);
  // Printed where the editor runs: the terminal of npm run edit, the browser's console at /admin.
  return `${what}: an unexpected error (its details are in the terminal of npm run edit, or in the browser's console at /admin).`;
}
