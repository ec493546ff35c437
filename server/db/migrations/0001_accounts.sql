-- Accounts: users, sessions, password resets, and the currencies money is kept in.

create table currencies (
  code text primary key,
  decimals smallint not null check (decimals between 0 and 18),
  kind text not null check (kind in ('fiat', 'crypto'))
);

insert into currencies (code, decimals, kind) values
  ('EUR', 2, 'fiat'), ('USD', 2, 'fiat'), ('GBP', 2, 'fiat'), ('BGN', 2, 'fiat'), ('KRW', 0, 'fiat'),
  ('JPY', 0, 'fiat'), ('CNY', 2, 'fiat'), ('RUB', 2, 'fiat'), ('TRY', 2, 'fiat'), ('BRL', 2, 'fiat'),
  ('CAD', 2, 'fiat'), ('AUD', 2, 'fiat'), ('INR', 2, 'fiat'),
  ('BTC', 8, 'crypto'), ('mBTC', 5, 'crypto'), ('ETH', 8, 'crypto'), ('mETH', 5, 'crypto'),
  ('LTC', 8, 'crypto'), ('BCH', 8, 'crypto'), ('DOGE', 8, 'crypto'), ('NEO', 0, 'crypto'),
  ('BNB', 8, 'crypto'), ('USDT', 2, 'crypto'), ('USDTE', 6, 'crypto'), ('USDTT', 6, 'crypto');

create table users (
  id bigint generated always as identity primary key,
  user_name text not null,
  -- Uniqueness ignores case: 'Alice' and 'alice' are one player.
  user_name_key text not null unique,
  email text not null,
  email_key text not null unique,
  password_hash text not null,
  -- SPEC ENT-26: user 0, agent 1, super agent 2, demo user 3, super master agent 4.
  user_type smallint not null check (user_type between 0 and 4),
  currency text not null references currencies (code),
  allow_email_notification boolean not null,
  terms_accepted_at timestamptz not null,
  privacy_accepted_at timestamptz not null,
  payment_terms_accepted boolean not null default false,
  password_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);

-- Only a SHA-256 of the session token is stored: a copy of this table opens no session.
create table sessions (
  token_hash text primary key,
  user_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id);

-- Single-use, expiring reset tokens, also stored hashed.
create table password_resets (
  token_hash text primary key,
  user_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user on password_resets (user_id);

-- House-wide secrets made once per database (the CSRF token key).
create table house_secrets (
  name text primary key,
  value text not null
);
