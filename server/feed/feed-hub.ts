/**
 * The feed hub's methods: Subscribe and Unsubscribe to topics (schemas/protocol.ts). A topic is a
 * hub group; joining it and sending the subscriber's catch-up happen in one synchronous step, so
 * nothing broadcast to the group can slip in between.
 */
import type { FastifyRequest } from 'fastify';
import { subscribeArgsSchema, topicSchema } from '../../schemas/feed.ts';
import { SESSION_COOKIE } from '../../schemas/accounts.ts';
import { CLIENT_METHODS, HUB_METHODS, parseTopic, type FeedTopic, type Topic } from '../../schemas/protocol.ts';
import { check } from '../../schemas/validate.ts';
import { ERROR_CODES, hubRefusalText, type ErrorCode } from '../../schemas/errors.ts';
import { readCookies } from '../http/cookies.ts';
import { HubError, type HubConnection, type HubMethod } from '../hub/index.ts';
import { TopicRefused } from './streams.ts';

export const topicGroup = (topic: Topic): string => `topic:${topic}`;

/** Topics one connection may hold at once (a trader's multi-view plus a full betslip fit easily). */
export const MAX_TOPICS_PER_CONNECTION = 200;
/** Topics all connections from one IP may hold together (HUB_TOPICS_PER_IP). */
export const MAX_TOPICS_PER_IP = 600;

/**
 * Topics held per client IP across its connections (issue #12, finding 4): many connections from
 * one address cannot take the house's whole topic budget. Each connection's topics are returned
 * when it closes (`release`).
 */
export type IpTopicBudget = {
  readonly limit: number;
  held(ip: string): number;
  take(conn: HubConnection): boolean;
  give(conn: HubConnection, count?: number): void;
  release(conn: HubConnection): void;
};

export function createIpTopicBudget(limit: number = MAX_TOPICS_PER_IP): IpTopicBudget {
  const byIp = new Map<string, number>();
  const ipOf = (conn: HubConnection) => conn.remoteAddress ?? 'unknown';
  const budget: IpTopicBudget = {
    limit,
    held: (ip) => byIp.get(ip) ?? 0,
    take(conn) {
      const ip = ipOf(conn);
      const now = byIp.get(ip) ?? 0;
      if (now >= limit) return false;
      byIp.set(ip, now + 1);
      return true;
    },
    give(conn, count = 1) {
      const ip = ipOf(conn);
      const left = (byIp.get(ip) ?? 0) - count;
      if (left > 0) byIp.set(ip, left);
      else byIp.delete(ip);
    },
    release(conn) {
      const topics = conn.items.get(TOPICS_ITEM) as Set<Topic> | undefined;
      if (topics && topics.size > 0) budget.give(conn, topics.size);
      topics?.clear();
    },
  };
  return budget;
}

const SESSION_ITEM = 'session-token';
const TOPICS_ITEM = 'topics';

/** The per-user topic: answers a subscriber's resync for the signed-in user of a session token. */
export type UserTopics = {
  subscribe(conn: HubConnection, sessionToken: string | undefined, lastSeq: number | null, epoch: string | null): Promise<void>;
};

/** Remembers the session cookie of the upgrade request: user topics authenticate with it. */
export function feedConnectionItems(request: FastifyRequest): [string, unknown][] {
  const token = readCookies(request).get(SESSION_COOKIE);
  return token ? [[SESSION_ITEM, token]] : [];
}

function topicsOf(conn: HubConnection): Set<Topic> {
  let topics = conn.items.get(TOPICS_ITEM) as Set<Topic> | undefined;
  if (!topics) conn.items.set(TOPICS_ITEM, (topics = new Set()));
  return topics;
}

/** The live casino's table topics (server/casino/live-tables.ts): a subscriber's catch-up, or refused. */
export type TableTopics = {
  /** In a cluster: gets the table's topic ready (cluster/table-dealer.ts). Throws TopicRefused. */
  prepare?(tableKey: string, lastSeq: number | null, epoch: string | null): Promise<void>;
  resync(tableKey: string, lastSeq: number | null, epoch: string | null): readonly unknown[] | null;
};

/**
 * Where the hub's feed topics come from: the house's own sequencer (streams.ts), or in a cluster
 * the relay of the producer's messages (cluster/relay.ts), which may first have to ask for a topic
 * or fetch its snapshot (`prepare`). Both refuse with TopicRefused.
 */
export type FeedTopicSource = {
  prepare?(topic: FeedTopic, lastSeq: number | null, epoch: string | null): Promise<void>;
  resync(topic: FeedTopic, lastSeq: number | null, epoch: string | null): readonly unknown[];
};

export function feedHubMethods(deps: {
  readonly streams: FeedTopicSource;
  readonly userTopics: () => UserTopics | null;
  readonly tableTopics?: () => TableTopics | null;
  /** Topics per client IP; absent: no per-IP bound (tests of other things). */
  readonly ipBudget?: IpTopicBudget;
}): Record<string, HubMethod> {
  const joinTableTopic = async (conn: HubConnection, topic: Topic, tableKey: string, lastSeq: number | null, epoch: string | null) => {
    const tables = deps.tableTopics?.() ?? null;
    let catchUp;
    try {
      await tables?.prepare?.(tableKey, lastSeq, epoch);
      catchUp = tables?.resync(tableKey, lastSeq, epoch) ?? null;
    } catch (error) {
      if (error instanceof TopicRefused) throw refusal(error.code, error.message, topic);
      throw error;
    }
    if (catchUp === null) throw refusal(ERROR_CODES.topicRefused, `no live table '${tableKey}'`, topic);
    conn.join(topicGroup(topic));
    for (const message of catchUp) conn.send(CLIENT_METHODS.feed, message);
  };

  const joinFeedTopic = async (conn: HubConnection, topic: FeedTopic, lastSeq: number | null, epoch: string | null) => {
    let catchUp;
    try {
      await deps.streams.prepare?.(topic, lastSeq, epoch);
      // From here to the join in one synchronous step: nothing broadcast can slip in between.
      catchUp = deps.streams.resync(topic, lastSeq, epoch);
    } catch (error) {
      if (error instanceof TopicRefused) throw refusal(error.code, error.message, topic);
      throw error;
    }
    conn.join(topicGroup(topic));
    for (const message of catchUp) conn.send(CLIENT_METHODS.feed, message);
  };

  return {
    [HUB_METHODS.subscribe]: async (conn, ...args) => {
      const parsed = check(subscribeArgsSchema, args);
      if (!parsed.ok) throw refusal(ERROR_CODES.invalid, parsed.error.message);
      const [topic, lastSeq, epoch] = parsed.value;
      const held = topicsOf(conn);
      const fresh = !held.has(topic);
      if (fresh && held.size >= MAX_TOPICS_PER_CONNECTION) {
        throw refusal(ERROR_CODES.topicLimit, `0: at most ${MAX_TOPICS_PER_CONNECTION} topics per connection; unsubscribe from some first`, topic);
      }
      // Taken before the work and given back if it fails, so concurrent subscribes cannot overshoot.
      if (fresh && deps.ipBudget && !deps.ipBudget.take(conn)) {
        throw refusal(ERROR_CODES.topicLimit, `0: at most ${deps.ipBudget.limit} topics for all connections from one address; unsubscribe from some first`, topic);
      }
      try {
        const parsed = parseTopic(topic);
        if (parsed?.kind === 'cashout') {
          const users = deps.userTopics();
          if (!users) throw refusal(ERROR_CODES.topicRefused, 'this house keeps no accounts', topic);
          await users.subscribe(conn, conn.items.get(SESSION_ITEM) as string | undefined, lastSeq, epoch);
        } else if (parsed?.kind === 'table') {
          await joinTableTopic(conn, topic, parsed.tableKey, lastSeq, epoch);
        } else {
          await joinFeedTopic(conn, topic as FeedTopic, lastSeq, epoch);
        }
      } catch (error) {
        if (fresh) deps.ipBudget?.give(conn);
        throw error;
      }
      if (fresh && held.has(topic)) deps.ipBudget?.give(conn); // a concurrent subscribe added it meanwhile
      held.add(topic);
      if (deps.ipBudget) conn.items.set(BUDGET_ITEM, deps.ipBudget);
    },
    [HUB_METHODS.unsubscribe]: (conn, ...args) => {
      const parsed = check(topicSchema, args[0]);
      if (!parsed.ok) throw refusal(ERROR_CODES.invalid, `topic: ${parsed.error.message}`);
      dropTopic(conn, parsed.value);
    },
  };
}

const BUDGET_ITEM = 'topic-budget';

/** Takes a topic off a connection: its groups left, its place in the IP's budget given back. */
export function dropTopic(conn: HubConnection, topic: Topic): void {
  const held = topicsOf(conn);
  if (held.delete(topic)) (conn.items.get(BUDGET_ITEM) as IpTopicBudget | undefined)?.give(conn);
  // A user topic's group is per user; the user-topics module knows its name.
  for (const group of [topicGroup(topic), ...userGroupsOf(conn, topic)]) conn.leave(group);
}

/** The session token the connection was opened with (its upgrade request's cookie). */
export const sessionTokenOf = (conn: HubConnection): string | undefined => conn.items.get(SESSION_ITEM) as string | undefined;

/** A hub method's refusal: a code from the table, the topic it is about, and words for people. */
export function refusal(code: ErrorCode, message: string, topic?: Topic): HubError {
  return new HubError(hubRefusalText(topic === undefined ? { code, message } : { code, topic, message }));
}

const USER_GROUPS_ITEM = 'user-groups';

/** Records the group a user topic joined on this connection, so Unsubscribe can leave it. */
export function rememberUserGroup(conn: HubConnection, topic: Topic, group: string): void {
  let groups = conn.items.get(USER_GROUPS_ITEM) as Map<Topic, string> | undefined;
  if (!groups) conn.items.set(USER_GROUPS_ITEM, (groups = new Map()));
  groups.set(topic, group);
}

function userGroupsOf(conn: HubConnection, topic: Topic): string[] {
  const group = (conn.items.get(USER_GROUPS_ITEM) as Map<Topic, string> | undefined)?.get(topic);
  return group ? [group] : [];
}
