/**
 * The live casino's tables in a cluster (issue #20): one dealer, the lease holder. It deals, sends
 * each table's messages through JetStream like the feed's, and stores each table's snapshot when it
 * starts dealing and every SNAPSHOT_EVERY_MS, so every node's relay serves the tables to its players
 * with the dealer's epoch and seq. Bets are taken by any node: the round's row in PostgreSQL
 * decides whether bets are still open. A node that takes the lease over finishes the round the last
 * dealer left (its seed is stored) and deals on, in a new epoch its players resync to.
 */
import { tableTopic, type TableTopic } from '../../schemas/protocol.ts';
import type { LiveTables } from '../casino/live-tables.ts';
import { TopicRefused } from '../feed/streams.ts';
import type { HouseFeed } from '../feed/house-feed.ts';
import type { ClusterFeed, ClusterLog } from './cluster-feed.ts';
import { SNAPSHOT_EVERY_MS } from './producer.ts';
import type { Sequenced } from './wire.ts';

export function dealTablesWhileLeading(cluster: ClusterFeed & Pick<HouseFeed, 'onLeading'>, tables: LiveTables, log: ClusterLog): { stop(): void } {
  let storing: NodeJS.Timeout | undefined;
  const store = (restart: boolean) =>
    Promise.all(tables.snapshots().map((snapshot) => cluster.side.store(snapshot as Sequenced, restart))).catch((error: unknown) =>
      log.warn({ err: error }, 'table snapshots not stored'),
    );
  cluster.side.beatWith(() => tables.beats());
  let changing: Promise<unknown> = Promise.resolve();
  cluster.onLeading((leading) => {
    clearInterval(storing);
    changing = changing.then(async () => {
      await tables.setDealing(leading);
      if (!leading) return;
      await store(true);
      storing = setInterval(() => void store(false), SNAPSHOT_EVERY_MS);
    });
  });
  return { stop: () => clearInterval(storing) };
}

/** The hub's table topics on a cluster node: served by the relay, refused at once for a table this house has not. */
export function relayedTableTopics(cluster: ClusterFeed, tables: () => LiveTables | null) {
  const known = (tableKey: string): TableTopic => {
    if (!tables()?.tables().some((t) => t.key === tableKey)) throw new TopicRefused(`no live table '${tableKey}'`);
    return tableTopic(tableKey);
  };
  return {
    prepare: (tableKey: string, lastSeq: number | null, epoch: string | null) => cluster.side.relay().prepare(known(tableKey), lastSeq, epoch),
    resync: (tableKey: string, lastSeq: number | null, epoch: string | null) => cluster.side.relay().resync(known(tableKey), lastSeq, epoch),
  };
}
