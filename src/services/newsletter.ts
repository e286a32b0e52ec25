import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { dataConfig } from './config';

export type SubscribeResult = 'subscribed' | 'duplicate' | 'failed';

let client: SupabaseClient | undefined;

/** One insert into newsletter_subscribers, with the language of the page signed up on. No .select(): the anonymous role may not read. */
export async function subscribe(email: string, language: string): Promise<SubscribeResult> {
  const cfg = dataConfig();
  client ??= createClient(cfg.url, cfg.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await client.from('newsletter_subscribers').insert({ email, language });
  if (!error) return 'subscribed';
  if (error.code === '23505') return 'duplicate';
  console.error('Newsletter sign-up failed:', error);
  return 'failed';
}
