-- Settlement of tickets from match results (ADR 0021).
--
-- A settled ticket keeps what it paid (stake included; 0 for a loss, the stake for a void) and each
-- selection's ENM-02 result, in the order of its selections.
alter table bet_tickets add column payout bigint check (payout >= 0);
alter table bet_tickets add column leg_results smallint[];
alter table bet_tickets add constraint bet_tickets_settled_payout
  check ((status in ('won', 'lost', 'void')) = (payout is not null and leg_results is not null));

-- The results store is in memory and a restarted house does not play a match again, so the outcomes
-- of the selections open tickets hold are written here before any ticket is settled from them: a
-- restart resumes settlement from these rows. `abandoned`: the match vanished (the house restarted
-- while it was being played) and its selections were voided after the grace period.
create table settled_selections (
  match_id bigint not null,
  market_id bigint not null,
  odd_id bigint not null,
  result smallint not null check (result between 1 and 6),
  abandoned boolean not null default false,
  recorded_at timestamptz not null default now(),
  primary key (match_id, market_id, odd_id)
);

-- Settlement posts one ledger transaction per player and kind in each batch of tickets, keyed
-- t<first ticket id of the batch>:<player>:<kind>; no ticket is in two batches, so a key is never
-- used twice, and this index makes sure of it.
create unique index ledger_transactions_ticket_settlement on ledger_transactions (idempotency_key)
  where idempotency_scope = 'ticket-settlement';

-- Cached balances move once per statement instead of once per entry row. The row trigger cost a
-- plpgsql call, two lookups and an update for every entry (≈0.1 ms each in the embedded database:
-- a second for the ≈7,500 entries of settling 10,000 tickets); this one applies the statement's
-- entries per account in one update, after the same checks (same error codes): every entry in its
-- transaction's currency and book, every non-negative account with a balance row, and the balance
-- CHECK (balance >= 0) on the result. Rows are locked in account order, as single writers lock them.
--
-- The deferred balance check ran twice per transaction: once per entry row and once per
-- transaction row, a query each at commit. The transaction's own check stays (its entries sum to 0
-- and are at least two); the per-entry one only guarded against entries added to a transaction
-- committed earlier, which this trigger now refuses at once: entries go only into transactions
-- written by the current database transaction (xmin), so a committed one can never change.
drop trigger ledger_entries_apply on ledger_entries;
drop function ledger_entry_apply();
drop trigger ledger_entries_balanced on ledger_entries;
drop function ledger_entry_balanced();

create function ledger_entries_apply() returns trigger language plpgsql as $$
declare
  missing bigint;
begin
  if exists (select 1 from added e join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
             where a.currency <> t.currency or a.book <> t.book) then
    raise exception 'an entry is not in its transaction''s currency and book' using errcode = 'P0002';
  end if;
  if exists (select 1 from added e join ledger_transactions t on t.id = e.transaction_id where t.xmin <> pg_current_xact_id()::xid) then
    raise exception 'entries may only be added to a ledger transaction being written' using errcode = 'P0003';
  end if;
  perform 1 from account_balances b
    where b.account_id in (select e.account_id from added e join ledger_accounts a on a.id = e.account_id where not a.allow_negative)
    order by b.account_id for update;
  with sums as (
         select e.account_id, sum(e.amount) as total from added e join ledger_accounts a on a.id = e.account_id
         where not a.allow_negative group by e.account_id),
       moved as (
         update account_balances b set balance = b.balance + s.total from sums s where b.account_id = s.account_id returning b.account_id)
  select (select count(*) from sums) - (select count(*) from moved) into missing;
  if missing <> 0 then
    raise exception '% account(s) have no balance row', missing using errcode = 'P0002';
  end if;
  return null;
end $$;

create trigger ledger_entries_apply after insert on ledger_entries
  referencing new table as added for each statement execute function ledger_entries_apply();

-- The reservation guard is called only when it would refuse: the same rule as the function's, as
-- the trigger's WHEN condition, so a legitimate resolution (10,000 at a time in settlement) costs
-- no plpgsql call. Deletes are refused as before.
drop trigger stake_reservations_guard on stake_reservations;
create trigger stake_reservations_guard before update on stake_reservations
  for each row when (old.status <> 'pending' or new.id <> old.id or new.user_id <> old.user_id or new.amount <> old.amount
    or new.currency <> old.currency or new.book <> old.book or new.stake_transaction_id <> old.stake_transaction_id)
  execute function stake_reservation_guard();
create trigger stake_reservations_no_delete before delete on stake_reservations
  for each row execute function stake_reservation_guard();
