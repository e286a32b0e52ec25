import { loadEnv, type Plugin } from 'vite';

/** The payload of a JSON Web Token, when the value is one. */
function jwtPayload(value: string): Record<string, unknown> | undefined {
  const parts = value.trim().split('.');
  if (parts.length !== 3) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Variables handed to the browser that look like a secret server key: a
 * Supabase service-role key (a token whose role is service_role, or a new-style
 * sb_secret_ key), a GitHub token (ghp_…, github_pat_…), or a variable named like
 * one. Each entry says which and why.
 */
export function secretLeaks(env: Record<string, string>): string[] {
  const leaks: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (jwtPayload(value)?.role === 'service_role') leaks.push(`${name} holds a service_role key (its token says role "service_role")`);
    else if (/^sb_secret_/.test(value.trim())) leaks.push(`${name} holds a Supabase secret key (it starts with "sb_secret_")`);
    else if (/^(gh[opusr]_|github_pat_)/.test(value.trim()))
      leaks.push(`${name} holds a GitHub token (the editor reads GITHUB_TOKEN, never VITE_)`);
    else if (/SERVICE_?ROLE|SECRET|G(?:IT)?H(?:UB)?_?TOKEN/i.test(name)) leaks.push(`${name} is named like a secret`);
  }
  return leaks;
}

/**
 * Stops the build when a variable given to the client (VITE_…) looks like a
 * service-role key: everything in the bundle is public, and that key bypasses
 * the database's row-level security.
 */
export function envGuard(): Plugin {
  return {
    name: 'client-env-guard',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || config.root, config.envPrefix ?? 'VITE_');
      const leaks = secretLeaks(env);
      if (leaks.length) {
        throw new Error(
          `Refusing to build: a secret would be published in the site's JavaScript.\n${leaks.map((l) => `  - ${l}`).join('\n')}\n` +
            'Give the browser only the public (anon) key; keep service-role keys on a server. See .env.example.',
        );
      }
    },
  };
}
