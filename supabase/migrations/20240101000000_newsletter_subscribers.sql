-- Newsletter sign-ups. The public site inserts with the anonymous key and may do
-- nothing else: no reading the list, no changing or deleting rows.

create table if not exists public.newsletter_subscribers (
  id bigint generated always as identity primary key,
  email text not null,
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_length check (char_length(email) between 3 and 254),
  constraint newsletter_subscribers_email_shape check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')
);

-- One subscription per address, whatever its case.
create unique index if not exists newsletter_subscribers_email_lower_key
  on public.newsletter_subscribers (lower(email));

alter table public.newsletter_subscribers enable row level security;

revoke all on table public.newsletter_subscribers from anon, authenticated;
grant insert (email) on table public.newsletter_subscribers to anon;

drop policy if exists "Anyone may subscribe" on public.newsletter_subscribers;
create policy "Anyone may subscribe"
  on public.newsletter_subscribers
  for insert
  to anon
  with check (true);
