-- Every bet type of the slip (SPEC ENM-08, ADR 0022): single 1, multiple singles 1.1, combo 2,
-- system 3, if-bet 4, reverse 5, teaser 6. The type becomes numeric to hold 1.1.
--
-- `plan` holds what the player chose beyond the selections, from which domain/bet-plan.ts derives
-- the ticket's lines or chains: each bet's stake for a system or a reverse, each selection's stake
-- for multiple singles, the system's sizes and bankers, the teaser's type. Null for the singles and
-- combos placed before it (their one line is the stake on every selection).
alter table bet_tickets drop constraint bet_tickets_bet_type_check;
alter table bet_tickets alter column bet_type type numeric(2, 1);
alter table bet_tickets add constraint bet_tickets_bet_type_check check (bet_type in (1, 1.1, 2, 3, 4, 5, 6));
alter table bet_tickets add column plan jsonb check (plan is null or jsonb_typeof(plan) = 'object');
