/**
 * Where /admin finds the site: the repository, its branch and folder, and GitHub's API address,
 * fixed when the site is built (from the same settings `npm run edit` reads: GITHUB_REPOSITORY,
 * EDITOR_BASE_BRANCH, GITHUB_API_URL, EDITOR_SITE_FOLDER), so a person only gives the token. The
 * build writes them into the page (a JSON script element), and the page's Content-Security-Policy
 * lets it connect to that API address and nowhere else.
 */
import type { RepoPlace } from './branchFiles.ts';

/** The id of the script element that holds the settings in /admin's page. */
export const SETTINGS_ID = 'admin-settings';

const DEFAULT_API = 'https://api.github.com';

/** The settings from the build's environment, or why /admin cannot be built with them. */
export function settingsFromEnv(env: Record<string, string | undefined>): { ok: true; place: RepoPlace } | { ok: false; message: string } {
  const full = (env.GITHUB_REPOSITORY ?? '').trim();
  const m = /^([\w.-]+)\/([\w.-]+)$/.exec(full);
  if (!m) {
    return {
      ok: false,
      message: full
        ? `GITHUB_REPOSITORY is "${full}", not owner/name: /admin is not built.`
        : 'GITHUB_REPOSITORY (owner/name of the site’s repository) is not set: /admin, the editor in a browser, is not built. GitHub Actions sets it; set it in .env.local to build /admin here.',
    };
  }
  const api = (env.GITHUB_API_URL ?? '').trim() || DEFAULT_API;
  let parsed: URL;
  try {
    parsed = new URL(api);
  } catch {
    return { ok: false, message: `GITHUB_API_URL is "${api}", not an address: /admin is not built.` };
  }
  if (parsed.protocol !== 'https:' && parsed.hostname !== '127.0.0.1') {
    return { ok: false, message: `GITHUB_API_URL must be an https address (the token travels to it): /admin is not built.` };
  }
  return {
    ok: true,
    place: {
      api: api.replace(/\/+$/, ''),
      owner: m[1],
      repo: m[2],
      branch: (env.EDITOR_BASE_BRANCH ?? '').trim() || 'main',
      siteFolder: (env.EDITOR_SITE_FOLDER ?? '').trim().replace(/^\/+|\/+$/g, ''),
    },
  };
}

/** The settings as the build wrote them into the page, or undefined when they are missing or damaged. */
export function pageSettings(doc: Document): RepoPlace | undefined {
  try {
    const v = JSON.parse(doc.getElementById(SETTINGS_ID)?.textContent ?? '') as Partial<RepoPlace>;
    const strings = [v.api, v.owner, v.repo, v.branch, v.siteFolder].every((x) => typeof x === 'string');
    return strings ? (v as RepoPlace) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of /admin's pages: their own code, styles and frames, and
 * connections to themselves and, given `place`, to its API only (the preview's page, which
 * fetches only the site's pictures, has none).
 */
export function adminPolicy(place?: RepoPlace): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine writes its CSS variables in style elements and attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // /admin talks to the API; the drawn page reads a picture not yet published from the panel's blob: address.
    `connect-src 'self' ${place ? new URL(place.api).origin : 'blob:'}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}
