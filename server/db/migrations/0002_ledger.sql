-- The wallet: a double-entry ledger in integer minor units. Entries are append-only; every
-- transaction's entries sum to zero, in one currency and one book (real or demo money).

create table ledger_accounts (
  id bigint generated always as identity primary key,
  user_id bigint references users (id),
  purpose text not null check (purpose in ('player-cash', 'player-pending', 'house-funding', 'house-betting')),
  currency text not null references currencies (code),
  book text not null check (book in ('real', 'demo')),
  -- House accounts are the other side of player money and may go below zero; player accounts never.
  allow_negative boolean not null,
  check ((user_id is null) = (purpose like 'house-%')),
  check (allow_negative = (purpose like 'house-%'))
);
create unique index ledger_accounts_unique on ledger_accounts (coalesce(user_id, 0), purpose, currency, book);
create index ledger_accounts_user on ledger_accounts (user_id);

-- The house side of every currency and book exists from the start.
insert into ledger_accounts (user_id, purpose, currency, book, allow_negative)
select null, p.purpose, c.code, b.book, true
from currencies c
cross join (values ('house-funding'), ('house-betting')) as p (purpose)
cross join (values ('real'), ('demo')) as b (book);

-- Cached balances of the accounts that must never go negative, moved by the entry trigger in the
-- same transaction as the entry. The check constraint is the last line against overdraft.
create table account_balances (
  account_id bigint primary key references ledger_accounts (id),
  balance bigint not null default 0 check (balance >= 0)
);

create table ledger_transactions (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('credit', 'demo-funds', 'stake', 'settle', 'void')),
  currency text not null references currencies (code),
  book text not null check (book in ('real', 'demo')),
  user_id bigint references users (id),
  idempotency_scope text,
  idempotency_key text,
  memo text,
  created_at timestamptz not null default now()
);
create index ledger_transactions_user on ledger_transactions (user_id, id);
create index ledger_transactions_idempotency on ledger_transactions (idempotency_scope, idempotency_key);

create table ledger_entries (
  id bigint generated always as identity primary key,
  transaction_id bigint not null references ledger_transactions (id),
  account_id bigint not null references ledger_accounts (id),
  amount bigint not null check (amount <> 0)
);
create index ledger_entries_transaction on ledger_entries (transaction_id);
create index ledger_entries_account on ledger_entries (account_id);

create function ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are append-only (% on %)', tg_op, tg_table_name using errcode = 'P0001';
end $$;

create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_append_only();
create trigger ledger_entries_no_truncate before truncate on ledger_entries
  for each statement execute function ledger_append_only();
create trigger ledger_transactions_append_only before update or delete on ledger_transactions
  for each row execute function ledger_append_only();
create trigger ledger_transactions_no_truncate before truncate on ledger_transactions
  for each statement execute function ledger_append_only();

create function ledger_entry_apply() returns trigger language plpgsql as $$
declare
  acc ledger_accounts%rowtype;
  txn ledger_transactions%rowtype;
begin
  select * into acc from ledger_accounts where id = new.account_id;
  select * into txn from ledger_transactions where id = new.transaction_id;
  if acc.currency <> txn.currency or acc.book <> txn.book then
    raise exception 'entry on account % is not in the transaction''s currency and book', new.account_id using errcode = 'P0002';
  end if;
  if not acc.allow_negative then
    update account_balances set balance = balance + new.amount where account_id = new.account_id;
    if not found then
      raise exception 'account % has no balance row', new.account_id using errcode = 'P0002';
    end if;
  end if;
  return new;
end $$;

create trigger ledger_entries_apply before insert on ledger_entries
  for each row execute function ledger_entry_apply();

-- Checked at commit, once all the transaction's entries are in.
create function ledger_check_balanced(txn_id bigint) returns void language plpgsql as $$
declare
  total numeric;
  n integer;
begin
  select coalesce(sum(amount), 0), count(*) into total, n from ledger_entries where transaction_id = txn_id;
  if total <> 0 or n < 2 then
    raise exception 'ledger transaction % does not balance (sum %, % entries)', txn_id, total, n using errcode = 'P0003';
  end if;
end $$;

create function ledger_entry_balanced() returns trigger language plpgsql as $$
begin
  perform ledger_check_balanced(new.transaction_id);
  return null;
end $$;

create function ledger_transaction_balanced() returns trigger language plpgsql as $$
begin
  perform ledger_check_balanced(new.id);
  return null;
end $$;

create constraint trigger ledger_entries_balanced after insert on ledger_entries
  deferrable initially deferred for each row execute function ledger_entry_balanced();
create constraint trigger ledger_transactions_balanced after insert on ledger_transactions
  deferrable initially deferred for each row execute function ledger_transaction_balanced();

-- Stake reservations: money held for a bet, moved pending -> settled or voided, once.
create table stake_reservations (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  currency text not null references currencies (code),
  book text not null check (book in ('real', 'demo')),
  amount bigint not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'settled', 'voided')),
  payout bigint check (payout >= 0),
  reference text,
  stake_transaction_id bigint not null references ledger_transactions (id),
  resolve_transaction_id bigint references ledger_transactions (id),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  check ((status = 'pending') = (resolve_transaction_id is null)),
  check ((status = 'settled') = (payout is not null))
);
create index stake_reservations_user on stake_reservations (user_id, status);

create function stake_reservation_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'stake reservations are never deleted' using errcode = 'P0001';
  end if;
  if old.status <> 'pending' then
    raise exception 'stake reservation % is already %', old.id, old.status using errcode = 'P0001';
  end if;
  if new.id <> old.id or new.user_id <> old.user_id or new.amount <> old.amount or new.currency <> old.currency
     or new.book <> old.book or new.stake_transaction_id <> old.stake_transaction_id then
    raise exception 'only the status of a stake reservation may change' using errcode = 'P0001';
  end if;
  return new;
end $$;

create trigger stake_reservations_guard before update or delete on stake_reservations
  for each row execute function stake_reservation_guard();

-- One row per (scope, key): the first answer to a money-moving request, returned to every retry.
create table idempotency_keys (
  scope text not null,
  key text not null,
  request_hash text not null,
  status_code integer not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);
