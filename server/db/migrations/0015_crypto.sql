-- Crypto deposits (issue #18, ADR 0036): a deposit address per player and coin, derived from the
-- house's public keys (BIP-32), and the deposits a custody provider reports to those addresses.

create table crypto_addresses (
  user_id bigint not null references users (id),
  coin text not null,
  chain text not null,
  address text not null,
  -- The last step of the address's derivation path (m/purpose'/coin'/0'/0/index): the player's id.
  derivation_index bigint not null check (derivation_index between 0 and 2147483647),
  created_at timestamptz not null default now(),
  primary key (user_id, coin),
  -- Coins of one chain share their player's address (ETH and its tokens); an address is one player's.
  unique (chain, address, coin)
);

-- A crypto deposit is a payment like any other (limits, statement, history); these are its chain's
-- facts: coin, chain, transaction, amount in the coin's smallest units, confirmations and the rate.
alter table payments add column crypto jsonb;

-- The sandbox chain's own records (server/cashier/crypto/sandbox-chain.ts): what a custody provider
-- and the chains keep on their side. The house's code never reads them.
create table sandbox_chain_heights (
  chain text primary key,
  height bigint not null
);
create table sandbox_chain_transfers (
  tx text primary key,
  chain text not null,
  coin text not null,
  address text not null,
  amount numeric(78, 0) not null check (amount > 0),
  -- At or above the coin's minimum (SPEC VAL-40): only these are reported to the house.
  registered boolean not null,
  -- The confirmations that make it final, after which it is no longer reported.
  required integer not null,
  -- The block that holds it; null while it waits in the mempool.
  block_height bigint,
  -- The confirmations last turned into an event (-1: none yet).
  reported integer not null default -1,
  created_at timestamptz not null default now()
);
-- Both sandboxes keep each webhook's body with its event (server/cashier/webhook-outbox.ts).
create table sandbox_chain_events (
  seq bigint generated always as identity primary key,
  id text not null unique,
  ref text not null references sandbox_chain_transfers (tx),
  body text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz
);
create index sandbox_chain_events_due on sandbox_chain_events (next_attempt_at) where delivered_at is null;

alter table sandbox_provider_events add column body text;
update sandbox_provider_events e
set body = json_build_object(
  'id', e.id,
  'type', 'payment.status',
  'created', extract(epoch from e.created_at)::bigint,
  'data', json_build_object('payment', e.ref, 'reference', p.reference, 'status', e.status, 'amount', p.amount::text, 'currency', p.currency)
)::text
from sandbox_provider_payments p
where p.ref = e.ref;
alter table sandbox_provider_events alter column body set not null;
-- The status is in the body now.
alter table sandbox_provider_events drop column status;
