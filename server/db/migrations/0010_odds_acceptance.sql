-- The player's odds-change policy (SPEC ENM-07, API-40 "set odds-change policy") is kept on the
-- house, so every device of theirs starts with it: 0 decline any change, 1 accept better (the
-- default), 2 accept any.
alter table users add column odds_acceptance smallint not null default 1 check (odds_acceptance between 0 and 2);
