-- Mystery jackpots (issue #19, ADR 0041): a pot per currency and tier, funded by a share of every
-- real casino stake, dropping at an amount drawn and committed (by its hash) when it was seeded.
create table jackpot_pots (
  currency text not null,
  tier text not null check (tier in ('mini', 'major', 'mega')),
  -- Ten-thousandths of a minor unit: a stake's share in basis points adds exactly.
  points bigint not null check (points >= 0),
  seed_minor bigint not null check (seed_minor > 0),
  cap_minor bigint not null check (cap_minor > seed_minor),
  drop_minor bigint not null,
  drop_salt text not null,
  drop_hash text not null,
  seeded_at timestamptz not null default now(),
  primary key (currency, tier),
  check (drop_minor >= seed_minor and drop_minor < cap_minor)
);

create table jackpot_wins (
  id bigint generated always as identity primary key,
  currency text not null,
  tier text not null,
  user_id bigint not null references users (id),
  round_id bigint references casino_rounds (id),
  game text not null,
  amount_minor bigint not null check (amount_minor > 0),
  drop_minor bigint not null,
  drop_salt text not null,
  drop_hash text not null,
  transaction_id bigint not null references ledger_transactions (id),
  won_at timestamptz not null default now()
);
create index jackpot_wins_recent on jackpot_wins (id desc);

alter table ledger_transactions drop constraint ledger_transactions_kind_check;
alter table ledger_transactions add constraint ledger_transactions_kind_check
  check (kind in ('credit', 'demo-funds', 'stake', 'settle', 'void', 'deposit', 'withdrawal', 'withdrawal-paid', 'withdrawal-return', 'bonus', 'bonus-release', 'jackpot'));
