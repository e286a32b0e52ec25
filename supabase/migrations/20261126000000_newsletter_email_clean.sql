-- An address is one line of plain text: besides whitespace and a second @, its rule now
-- refuses control characters (C0 U+0001-U+001F, DEL U+007F, C1 U+0080-U+009F; PostgreSQL
-- text cannot hold U+0000) and the HTML brackets < and >, which no address needs and which
-- could clear or retitle a terminal, or open a tag, wherever the list is shown.
-- A new file rather than an edit of the first migration: a database that already ran that
-- one gets this change too. NOT VALID: the rule holds for every new row, while rows saved
-- before it stay (nothing is lost); once any such row is cleaned up,
--   alter table public.newsletter_subscribers validate constraint newsletter_subscribers_email_shape;
-- checks the old rows as well.

alter table public.newsletter_subscribers
  drop constraint if exists newsletter_subscribers_email_shape;

alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_shape check (
    email ~ '^[^@\s<>\u0001-\u001f\u007f-\u009f]+@[^@\s<>\u0001-\u001f\u007f-\u009f]+\.[^@\s<>\u0001-\u001f\u007f-\u009f]+$'
  ) not valid;
