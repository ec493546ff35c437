-- Responsible gambling (issue #18, ADR 0034): a player's own deposit and loss limits per rolling
-- period, the reality check's interval, and the breaks they take. Breaks are only ever added: the
-- latest end among them is the one in force, so none can be shortened.

create table player_limits (
  user_id bigint not null references users (id),
  kind text not null check (kind in ('deposit', 'loss')),
  period text not null check (period in ('day', 'week', 'month')),
  -- The limit in force (null: none), and a raise or removal waiting out its cooling-off.
  amount bigint check (amount > 0),
  next_amount bigint check (next_amount > 0),
  next_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind, period),
  check (next_at is not null or next_amount is null)
);

create table player_exclusions (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  kind text not null check (kind in ('time-out', 'self-exclusion')),
  until timestamptz not null,
  created_at timestamptz not null default now()
);
create index player_exclusions_user on player_exclusions (user_id, until);

alter table users add column reality_check_minutes smallint check (reality_check_minutes > 0);
