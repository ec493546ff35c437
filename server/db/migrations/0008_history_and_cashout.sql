-- Histories (SPEC API-53) and cash-out beyond full: partial and auto cash-out (issue #14).
-- docs/decisions/0023-history-partial-and-auto-cashout.md

-- Every cash-out of a ticket (SPEC ENT-45), whole or partial, asked for or automatic. A ticket's own
-- `cashout_amount` stays the amount of the cash-out that closed it.
create table ticket_cashouts (
  id bigint generated always as identity primary key,
  ticket_id bigint not null references bet_tickets (id),
  amount bigint not null check (amount > 0),
  stake_used bigint not null check (stake_used > 0),
  odds jsonb not null check (jsonb_typeof(odds) = 'array'),
  auto boolean not null default false,
  -- The Idempotency-Key of the request that took it (auto-<ticket> for the house's own), so a retry
  -- is told the first outcome; unique per ticket.
  request_key text not null,
  created_at timestamptz not null default now(),
  unique (ticket_id, request_key)
);

-- The offer at which the house cashes an open ticket out by itself (minor units); null: none.
alter table bet_tickets add column auto_cashout_target bigint check (auto_cashout_target > 0);

-- A partial cash-out settles part of a stake: the reservation is settled with the amount paid, and
-- the rest of the stake is carried, in the same ledger transaction, to a new pending reservation
-- that the ticket then points at. For such a reservation the house's result is
-- amount − payout − (the carried reservation's amount).
alter table stake_reservations add column carried_to bigint references stake_reservations (id);
-- The ticket a reservation holds the stake of, so a ledger transaction names its ticket.
alter table stake_reservations add column ticket_id bigint references bet_tickets (id);

create function bet_ticket_reservation() returns trigger language plpgsql as $$
begin
  update stake_reservations set ticket_id = new.id where id = new.reservation_id and ticket_id is null;
  return new;
end $$;
create trigger bet_tickets_reservation after insert on bet_tickets
  for each row execute function bet_ticket_reservation();

-- Existing tickets: their reservations, settled ones too (the guard allows only pending ones to change).
alter table stake_reservations disable trigger stake_reservations_guard;
update stake_reservations r set ticket_id = b.id from bet_tickets b where b.reservation_id = r.id;
alter table stake_reservations enable trigger stake_reservations_guard;

create index stake_reservations_stake_transaction on stake_reservations (stake_transaction_id);
create index stake_reservations_resolve_transaction on stake_reservations (resolve_transaction_id) where resolve_transaction_id is not null;

-- Bets the house refused (history type declinedbets): what was asked and why not, once per request key.
create table declined_bets (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  currency text not null references currencies (code),
  bet_type numeric(2, 1) not null, -- SPEC ENM-08, as bet_tickets (1.1: multiple singles)
  stake bigint not null check (stake > 0),
  selections jsonb not null check (jsonb_typeof(selections) = 'array'),
  error text not null,
  field text,
  idempotency_key text not null,
  declined_at timestamptz not null default now(),
  unique (user_id, idempotency_key)
);
create index declined_bets_user_time on declined_bets (user_id, declined_at desc, id desc);

-- The history lists, newest first within a time window: open tickets by placement, settled ones
-- (cashed out included) by settlement, transactions by time.
create index bet_tickets_user_open_placed on bet_tickets (user_id, placed_at desc, id desc) where settled_at is null;
create index bet_tickets_user_settled on bet_tickets (user_id, settled_at desc, id desc) where settled_at is not null;
create index ledger_transactions_user_time on ledger_transactions (user_id, created_at desc, id desc);
