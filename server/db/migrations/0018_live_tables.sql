-- The live casino (issue #19, ADR 0040): shared tables whose rounds run on the house's clock.
-- A round's server seed is drawn when it opens (its hash published), its result dealt from it
-- when it settles; a player's bet at the table is one of their casino rounds, settled with it.
create table live_table_rounds (
  id bigint generated always as identity primary key,
  table_key text not null,
  round_no integer not null check (round_no > 0),
  game text not null,
  server_seed text not null,
  server_seed_hash text not null,
  opened_at timestamptz not null default now(),
  closes_at timestamptz not null,
  -- Set when bets close: a bet's transaction reads the row `for share`, so none lands after it.
  closed_at timestamptz,
  outcome jsonb,
  settled_at timestamptz,
  unique (table_key, round_no)
);
-- Rounds a restart must finish (their seeds are stored: the result is already decided).
create index live_table_rounds_unsettled on live_table_rounds (table_key) where settled_at is null;

-- A casino round draws from the player's seed pair, or is a bet on a table's round.
alter table casino_rounds alter column seed_id drop not null;
alter table casino_rounds add column table_round_id bigint references live_table_rounds (id);
alter table casino_rounds add constraint casino_rounds_one_source check ((seed_id is null) <> (table_round_id is null));
drop index casino_rounds_open;
create unique index casino_rounds_open on casino_rounds (user_id, game) where status = 'open' and table_round_id is null;
-- One bet per player and table round.
create unique index casino_rounds_table_bet on casino_rounds (table_round_id, user_id) where table_round_id is not null;
