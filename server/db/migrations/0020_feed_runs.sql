-- Runs of a cluster's feed producer (server/cluster/producer.ts). A run numbers its new matches
-- from its own block of ids, so no two runs, and no run after a restart, ever give one id to two
-- matches: a ticket's match id keeps its meaning. A producer that takes over within the replay
-- window continues its predecessor's run, ids included.
create table feed_runs (
  run bigserial primary key,
  epoch text not null,
  id_base bigint not null unique,
  started_at timestamptz not null default now()
);
