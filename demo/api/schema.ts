/** Idempotent DDL of the demo API. Times are epoch milliseconds so tests can drive the clock. */
export const SCHEMA = `
create table if not exists meta (key text primary key, value text not null);
create table if not exists cinemas (
  id text primary key,
  country text not null,
  name text not null,
  city text not null,
  zip_code text,
  address text,
  position integer not null default 0
);
create sequence if not exists member_qr_seq start 1000;
create table if not exists members (
  id text primary key,
  country text not null,
  email text not null,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  gender text,
  date_of_birth text,
  zip_code text,
  city text,
  favorite_language text,
  qr_code text not null unique,
  loyalty_level text,
  is_loyalty_popin_displayed boolean not null default false,
  send_newsletter boolean not null default false,
  newsletters jsonb not null default '[]',
  notifications jsonb not null default '{}',
  favorite_cinemas jsonb not null default '[]',
  points integer not null default 0,
  created_at bigint not null,
  unique (country, email)
);
create table if not exists activation_codes (
  country text not null,
  email text not null,
  first_name text not null,
  code text not null,
  expires_at bigint not null,
  attempts integer not null default 0,
  primary key (country, email)
);
create table if not exists reset_tokens (
  token_hash text primary key,
  member_id text not null references members(id) on delete cascade,
  expires_at bigint not null,
  used_at bigint
);
create table if not exists member_shows (
  id text primary key,
  member_id text not null references members(id) on delete cascade,
  position integer not null,
  kind text not null,
  title text not null,
  slug text not null,
  show_date text not null,
  cinema_name text,
  formats jsonb not null default '[]',
  intention text not null,
  emotion integer
);
create table if not exists member_orders (
  id text primary key,
  member_id text not null references members(id) on delete cascade,
  show_date text not null,
  data jsonb not null
);
create table if not exists member_points (
  id text primary key,
  member_id text not null references members(id) on delete cascade,
  kind text not null,
  entry_date text not null,
  data jsonb not null
);
create table if not exists member_offers (
  member_id text not null references members(id) on delete cascade,
  offer_id text not null,
  data jsonb not null,
  primary key (member_id, offer_id)
);
create table if not exists revoked_tokens (token_hash text primary key, expires_at bigint not null);
create table if not exists outbox (
  id text primary key,
  seq bigserial,
  to_email text not null,
  subject text not null,
  body text not null,
  kind text not null,
  code text,
  link text,
  sent_at bigint not null
);
`;
