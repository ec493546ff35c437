-- The casino (issue #19, ADR 0039): the house's own studios play provably fair rounds, each one a
-- stake and a payout in the ledger.

-- A player's seed pairs: the server seed in play is shown only by its hash; rotating reveals it and
-- starts a new pair. Each round takes the pair's next nonce.
create table casino_seeds (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  next_nonce integer not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index casino_seeds_in_play on casino_seeds (user_id) where revealed_at is null;
create index casino_seeds_user on casino_seeds (user_id, id desc);

-- One row per round. A blackjack hand stays open across its actions; every other game settles in
-- the request that plays it. `reservations` are the ledger's stake holds (a double or a split adds
-- one); the round's payout settles them together.
create table casino_rounds (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  game text not null,
  provider text not null,
  currency text not null,
  book text not null,
  seed_id bigint not null references casino_seeds (id),
  nonce integer not null,
  bet jsonb not null,
  actions jsonb not null default '[]'::jsonb,
  outcome jsonb not null,
  stake bigint not null check (stake > 0),
  payout bigint not null default 0 check (payout >= 0),
  status text not null check (status in ('open', 'settled')),
  reservations bigint[] not null,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (seed_id, nonce)
);
create index casino_rounds_user on casino_rounds (user_id, created_at desc);
create index casino_rounds_game_recent on casino_rounds (game, created_at);
-- One open hand per player and game: a second deal waits for the first to end.
create unique index casino_rounds_open on casino_rounds (user_id, game) where status = 'open';
