-- Favourite tournaments (SPEC ENT-25, STA-55): one row per player and tournament, so starring a
-- tournament twice stores it once. Tournament ids are the feed catalogue's; a tournament can leave
-- the catalogue between seasons and come back, so nothing references it here. The primary key's
-- leading user_id serves the per-player list and count.
create table favourite_tournaments (
  user_id bigint not null references users (id),
  tournament_id bigint not null check (tournament_id > 0),
  created_at timestamptz not null default now(),
  primary key (user_id, tournament_id)
);
