-- Withdrawals (issue #18): the amount is held at request (player cash → player pending), then paid
-- out when the provider completes (pending → house funding) or returned when it is rejected,
-- fails or is cancelled (pending → cash). The hold and its resolution are each one ledger
-- transaction, recorded on the payment, so neither can happen twice.

alter table ledger_transactions drop constraint ledger_transactions_kind_check;
alter table ledger_transactions add constraint ledger_transactions_kind_check
  check (kind in ('credit', 'demo-funds', 'stake', 'settle', 'void', 'deposit', 'withdrawal', 'withdrawal-paid', 'withdrawal-return'));

-- A withdrawal's hold is ledger_transaction_id; its payout or return is this one.
alter table payments add column resolve_transaction_id bigint unique references ledger_transactions (id);
alter table payments add column payout_target text;
