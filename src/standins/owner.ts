/**
 * One owner per data folder. The stand-ins' database is one PostgreSQL data directory that only
 * one process may open; a second server on the same folder (the editor in one terminal, the site
 * in another) passes its calls to the first. The owner is named by a lock file,
 * `<data folder>/stand-ins.lock`: its process id, the loopback address where it answers the
 * stand-in calls, and a token of its own. Made whole at once (written aside, then linked into
 * place, which fails when one is there), released on exit, taken over when its process is gone.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Owner {
  pid: number;
  /** Where the owner answers the stand-in calls, e.g. `http://127.0.0.1:40123`. */
  url: string;
  token: string;
  since: string;
}

export const lockFile = (dataDir: string): string => join(dataDir, 'stand-ins.lock');

/** The owner the lock names, or undefined when there is none (or it is not a lock we wrote). */
export function readOwner(dataDir: string): Owner | undefined {
  try {
    const o = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as Partial<Owner>;
    return typeof o.pid === 'number' && typeof o.url === 'string' && typeof o.token === 'string'
      ? { pid: o.pid, url: o.url, token: o.token, since: o.since ?? '' }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this id runs (one of another user's counts: it may not be signalled, but it is there). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Writes the lock naming `owner`, unless one is there: true when it is now ours. */
function link(dataDir: string, owner: Owner): boolean {
  const aside = `${lockFile(dataDir)}.${owner.token}`;
  writeFileSync(aside, `${JSON.stringify(owner)}\n`);
  try {
    linkSync(aside, lockFile(dataDir));
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    unlinkSync(aside);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `fn` while holding the folder's take-over mutex (a directory: made at once or not at all),
 * so two servers that both find the owner gone do not each remove the other's new lock.
 */
async function underMutex<T>(dataDir: string, fn: () => T): Promise<T> {
  const dir = join(dataDir, 'stand-ins.lock.taking');
  for (let tries = 0; ; tries++) {
    try {
      mkdirSync(dir);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // A taker that died between its two steps leaves the mutex: it holds it for milliseconds.
      try {
        if (Date.now() - statSync(dir).mtimeMs > 5_000) rmdirSync(dir);
      } catch {
        // Gone meanwhile: try again.
      }
      if (tries > 200) throw new Error(`${dir} stayed in place for 10 s`, { cause: e });
      await sleep(50);
    }
  }
  try {
    return fn();
  } finally {
    rmdirSync(dir);
  }
}

export type Claim = { mine: true; owner: Owner; release: () => void } | { mine: false; owner: Owner };

/**
 * Claims the folder for a server answering at `url`: the lock is ours when there was none, or
 * when `stale(owner)` says the one there is gone (checked again under the mutex, with the lock
 * read afresh). Otherwise names the owner to send the calls to.
 */
export async function claim(dataDir: string, url: string, stale: (owner: Owner) => boolean): Promise<Claim> {
  mkdirSync(dataDir, { recursive: true });
  const me: Owner = { pid: process.pid, url, token: randomBytes(12).toString('hex'), since: new Date().toISOString() };
  const release = () => {
    // Only our own lock: after a take-over it names another server.
    if (readOwner(dataDir)?.token === me.token) unlinkSync(lockFile(dataDir));
  };
  for (;;) {
    if (link(dataDir, me)) return { mine: true, owner: me, release };
    const there = readOwner(dataDir);
    if (there && !stale(there)) return { mine: false, owner: there };
    const taken = await underMutex(dataDir, () => {
      const now = readOwner(dataDir);
      // Unchanged since it was judged (or unreadable: a lock half written by a server that died).
      if (now?.token === there?.token) {
        try {
          unlinkSync(lockFile(dataDir));
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
        }
      }
      return link(dataDir, me);
    });
    if (taken) return { mine: true, owner: me, release };
  }
}
