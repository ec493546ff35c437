-- The cashier (issue #18): payments through a provider, its signed webhooks, and deposits credited
-- to the ledger exactly once. Card numbers and security codes are never stored: the provider keeps
-- the card and gives a token; the house keeps the token and the last four digits.

alter table ledger_transactions drop constraint ledger_transactions_kind_check;
alter table ledger_transactions add constraint ledger_transactions_kind_check
  check (kind in ('credit', 'demo-funds', 'stake', 'settle', 'void', 'deposit'));

create table payments (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  direction text not null check (direction in ('deposit', 'withdrawal')),
  method text not null,
  currency text not null references currencies (code),
  amount bigint not null check (amount > 0),
  -- SPEC ENM-04..06 (schemas/cashier.ts PAYMENT_STATUS).
  status smallint not null check (status between 0 and 16 and status <> 10),
  provider text not null,
  provider_ref text,
  card_token text,
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  -- The ledger transaction that credited a completed deposit: set once, with the credit.
  ledger_transaction_id bigint unique references ledger_transactions (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_ref)
);
create index payments_user on payments (user_id, id);

-- Every signature a webhook came with, so the same signed message sent again is refused; a
-- provider's own retry of an event is signed anew and is acknowledged without effect (the wallet's
-- idempotency key on the event id).
create table payment_webhook_signatures (
  provider text not null,
  signature text not null,
  received_at timestamptz not null default now(),
  primary key (provider, signature)
);

-- The sandbox provider's own records (server/cashier/sandbox-provider.ts): what a real provider
-- keeps on its side. The house's code never reads them.
create table sandbox_provider_payments (
  ref text primary key,
  reference text not null,
  amount bigint not null,
  currency text not null,
  -- The statuses still to come, in order, and when the next one is due.
  remaining smallint[] not null,
  step_ms integer not null,
  next_at timestamptz not null,
  created_at timestamptz not null default now()
);
create table sandbox_provider_events (
  seq bigint generated always as identity primary key,
  id text not null unique,
  ref text not null references sandbox_provider_payments (ref),
  status smallint not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz
);
create index sandbox_provider_events_due on sandbox_provider_events (next_attempt_at) where delivered_at is null;
