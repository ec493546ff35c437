-- Bet tickets: what the player bet on, at which prices, and the stake reservation holding the money.
-- The money itself lives only in the ledger; a ticket points at its reservation, once.

create table bet_tickets (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  currency text not null references currencies (code),
  book text not null check (book in ('real', 'demo')),
  bet_type smallint not null check (bet_type in (1, 2)),
  stake bigint not null check (stake > 0),
  -- The exact product of the selections' odds (three decimals each): what the payout was computed from.
  total_odds numeric not null check (total_odds >= 1),
  potential_payout bigint not null check (potential_payout >= stake),
  status text not null default 'open' check (status in ('open', 'cashed-out', 'won', 'lost', 'void')),
  reservation_id bigint not null unique references stake_reservations (id),
  selections jsonb not null check (jsonb_typeof(selections) = 'array' and jsonb_array_length(selections) between 1 and 10),
  odds_acceptance smallint not null check (odds_acceptance in (0, 1, 2)),
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  cashout_amount bigint check (cashout_amount >= 0),
  check ((status = 'open') = (settled_at is null)),
  check ((status = 'cashed-out') = (cashout_amount is not null))
);
create index bet_tickets_user_status on bet_tickets (user_id, status, id desc);
-- The house loads every open ticket at start to price cashouts.
create index bet_tickets_open on bet_tickets (id) where status = 'open';
