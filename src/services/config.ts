/**
 * Where the forms send. With the VITE_ variables unset (local work, tests), both
 * services are the stand-ins that `npm start` and `npm run dev` serve on the same
 * origin; the browser code is the same either way.
 */
const env = import.meta.env;

export const emailConfig = () => ({
  origin: env.VITE_EMAILJS_PUBLIC_KEY ? 'https://api.emailjs.com' : window.location.origin,
  publicKey: env.VITE_EMAILJS_PUBLIC_KEY || 'local-public-key',
  serviceId: env.VITE_EMAILJS_SERVICE_ID || 'local',
  templateId: (name: string): string =>
    (env as Record<string, string | undefined>)[`VITE_EMAILJS_TEMPLATE_${name.toUpperCase()}`] || (env.VITE_EMAILJS_PUBLIC_KEY ? '' : name),
});

export const dataConfig = () => ({
  url: env.VITE_SUPABASE_URL || window.location.origin,
  anonKey: env.VITE_SUPABASE_ANON_KEY || 'local-anon-key',
});
