-- A teaser leg settles on its teased line, not on the market's (ADR 0021): its outcome is stored
-- beside the market outcome of the same selection, keyed by that line. '' is the market's own line.
alter table settled_selections add column line text not null default '';
alter table settled_selections drop constraint settled_selections_pkey;
alter table settled_selections add primary key (match_id, market_id, odd_id, line);
