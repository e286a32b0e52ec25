-- The language a visitor signed up in (the page's: en, sw), so the newsletter can be sent in it.
-- Rows saved before this column existed were all English sign-ups: they get 'en'.

alter table public.newsletter_subscribers
  add column if not exists language text not null default 'en';

alter table public.newsletter_subscribers
  drop constraint if exists newsletter_subscribers_language_code;

alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_language_code check (language ~ '^[a-z]{2}$');

-- The public site may now write the language beside the address, and still nothing else.
grant insert (email, language) on table public.newsletter_subscribers to anon;
