-- Bonus codes (issue #18, ADR 0035): a code credits bonus money, kept apart from cash in the
-- player's bonus account, and released to cash once the player has staked `wagering` times it.

alter table ledger_accounts drop constraint ledger_accounts_purpose_check;
alter table ledger_accounts add constraint ledger_accounts_purpose_check
  check (purpose in ('player-cash', 'player-pending', 'player-bonus', 'house-funding', 'house-betting', 'house-bonus'));

-- The house side of bonus money, for every currency and book (a player's bonus account is opened at their first claim).
insert into ledger_accounts (user_id, purpose, currency, book, allow_negative)
select null, 'house-bonus', c.code, b.book, true
from currencies c
cross join (values ('real'), ('demo')) as b (book);

alter table ledger_transactions drop constraint ledger_transactions_kind_check;
alter table ledger_transactions add constraint ledger_transactions_kind_check
  check (kind in ('credit', 'demo-funds', 'stake', 'settle', 'void', 'deposit', 'withdrawal', 'withdrawal-paid', 'withdrawal-return', 'bonus', 'bonus-release'));

create table bonus_codes (
  code text primary key,
  -- In the player's currency's major units.
  amount numeric(20, 8) not null check (amount > 0),
  -- How many times the bonus the player stakes before it is released to cash.
  wagering smallint not null check (wagering between 0 and 100),
  -- Only for a player with a completed deposit (SPEC VAL-14: the claim modal then offers Deposit).
  needs_deposit boolean not null,
  active boolean not null default true
);

insert into bonus_codes (code, amount, wagering, needs_deposit) values
  ('WELCOME10', 10, 5, false),
  ('DEPOSIT20', 20, 10, true);

create table bonus_claims (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  code text not null references bonus_codes (code),
  currency text not null references currencies (code),
  amount bigint not null check (amount > 0),
  wagering_target bigint not null check (wagering_target >= 0),
  -- Set in the claim's own transaction, right after the row that reserves the code for the player.
  claim_transaction_id bigint unique references ledger_transactions (id),
  release_transaction_id bigint unique references ledger_transactions (id),
  claimed_at timestamptz not null default now(),
  released_at timestamptz,
  -- One use of each code per player, whatever races.
  unique (user_id, code)
);
create index bonus_claims_wagering on bonus_claims (user_id) where release_transaction_id is null;
