import { refusalOf } from '../fixtures/hub-refusal.ts';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection, type IHubProtocol } from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { feedMessageSchema, type FeedMessage } from '../../schemas/feed.ts';
import { check } from '../../schemas/validate.ts';
import { buildHouse, type House } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

let house: House;
let base: string;

beforeAll(async () => {
  const config = loadConfig({ PORT: '0', FEED_TICK_MS: '20', FEED_ODDS_RATE: '2000', CLIENT_DIR: '/nonexistent', ALLOWED_ORIGINS: 'https://allowed.example' }, []);
  house = await buildHouse(config);
  base = await house.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await house?.close();
});

function connect(protocol: 'json' | 'messagepack', headers: Record<string, string> = {}): HubConnection {
  let builder = new HubConnectionBuilder()
    .withUrl(`${base}/hubs/feed`, { transport: HttpTransportType.WebSockets, headers })
    .configureLogging(LogLevel.None);
  if (protocol === 'messagepack') builder = builder.withHubProtocol(new MessagePackHubProtocol() as IHubProtocol);
  return builder.build();
}

/** Every Feed message the connection receives, each checked against the wire schema. */
function validFeed(conn: HubConnection): FeedMessage[] {
  const received: FeedMessage[] = [];
  conn.on('Feed', (message: unknown) => {
    const parsed = check(feedMessageSchema, message);
    if (!parsed.ok) throw new Error(parsed.error.message);
    received.push(parsed.value);
  });
  return received;
}

describe('the house feed over the real SignalR client', () => {
  test.each(['json', 'messagepack'] as const)('over %s: Subscribe answers with a snapshot, then sequenced events follow', async (protocol) => {
    const conn = connect(protocol);
    const received = validFeed(conn);
    await conn.start();
    await conn.invoke('Subscribe', 'live', null, null);
    await expect.poll(() => received.filter((m) => m.type === 'events').length, { timeout: 5000 }).toBeGreaterThan(3);
    await conn.stop();
    const [first, ...rest] = received;
    expect(first?.type).toBe('snapshot');
    if (first?.type === 'snapshot') expect(first.snapshot.Matches.length).toBeGreaterThan(10);
    rest.filter((m) => m.type === 'events').forEach((m, i) => {
      expect(m.type).toBe('events');
      expect(m.seq).toBe(first!.seq + i + 1);
      expect(m.stream).toBe('live');
    });
  });

  test('a resubscribe from a known position gets only the missing tail; an unknown epoch gets a snapshot', async () => {
    const collect = async (lastSeq: number | null, epoch: string | null) => {
      const conn = connect('messagepack');
      const got: FeedMessage[] = [];
      conn.on('Feed', (m: FeedMessage) => void got.push(m));
      await conn.start();
      await conn.invoke('Subscribe', 'live', lastSeq, epoch);
      await conn.stop();
      return got;
    };
    const seq = house.feed.streams!.seq('live');
    const tail = await collect(seq - 3, house.feed.streams!.epoch);
    expect(tail.slice(0, 3).map((m) => [m.type, m.seq])).toEqual([
      ['events', seq - 2],
      ['events', seq - 1],
      ['events', seq],
    ]);
    expect((await collect(seq - 3, 'another-house'))[0]?.type).toBe('snapshot');
  });

  test('every stream gets a heartbeat each second carrying its latest sequence', async () => {
    const conn = connect('json');
    const beats: FeedMessage[] = [];
    conn.on('Feed', (m: FeedMessage) => void (m.type === 'heartbeat' && beats.push(m)));
    await conn.start();
    await conn.invoke('Subscribe', 'esport', null, null);
    await expect.poll(() => beats.length, { timeout: 3000 }).toBeGreaterThan(0);
    await conn.stop();
    expect(beats[0]).toMatchObject({ stream: 'esport', epoch: house.feed.streams!.epoch });
  });

  test('Subscribe with a bad stream gets an error naming the argument, and the connection stays up', async () => {
    const conn = connect('json');
    await conn.start();
    await expect(refusalOf(conn.invoke('Subscribe', 'bogus', null, null))).resolves.toMatchObject({ code: 'invalid', message: expect.stringMatching(/^0: /) });
    await expect(refusalOf(conn.invoke('Subscribe', 'live', 'x', null))).resolves.toMatchObject({ code: 'invalid', message: expect.stringMatching(/^1: /) });
    await expect(refusalOf(conn.invoke('Subscribe', 'live', null))).resolves.toMatchObject({ code: 'invalid', message: expect.stringMatching(/^2: /) });
    expect(conn.state).toBe('Connected');
    await conn.stop();
  });

  test('[API-57] a match topic carries one match with its full market list; a sport topic only that sport', async () => {
    const live = house.feed.streams!.snapshotMessage('live').snapshot;
    const match = live.Matches.find((m) => m.Markets.length > 1)!;
    const conn = connect('messagepack');
    const received = validFeed(conn);
    await conn.start();
    await conn.invoke('Subscribe', `match/${match.ID}`, null, null);
    await conn.invoke('Subscribe', `live/sport/${match.SportTypeID}`, null, null);
    await expect.poll(() => received.filter((m) => m.type === 'events' && m.stream.startsWith('match/')).length, { timeout: 8000 }).toBeGreaterThan(1);
    await conn.stop();
    const ofMatch = received.filter((m) => m.stream === `match/${match.ID}`);
    expect(ofMatch[0]?.type).toBe('snapshot');
    if (ofMatch[0]?.type === 'snapshot') {
      expect(ofMatch[0].snapshot.Matches.map((m) => m.ID)).toEqual([match.ID]);
      // Every market, where the live feed carries only the preview ones (those with a list column).
      expect(ofMatch[0].snapshot.Matches[0]!.Markets.length).toBe(match.MarketsCount);
      expect(match.Markets.length).toBeLessThan(match.MarketsCount);
      expect(match.Markets.every((m) => m.HeaderType > 0)).toBe(true);
      // A topic of its own: its own epoch and numbering.
      expect(ofMatch[0].epoch).not.toBe(house.feed.streams!.epoch);
    }
    for (const m of ofMatch.slice(1)) {
      if (m.type !== 'events') continue;
      for (const e of m.events) expect(e.kind === 'match' ? e.Match.ID : e.kind === 'catalog' ? match.ID : e.MatchID).toBe(match.ID);
    }
    const ofSport = received.filter((m) => m.stream === `live/sport/${match.SportTypeID}`);
    expect(ofSport[0]?.type).toBe('snapshot');
    if (ofSport[0]?.type === 'snapshot') expect(ofSport[0].snapshot.Matches.every((m) => m.SportTypeID === match.SportTypeID)).toBe(true);
  });

  test('a match the house does not hold, and the cashout topic without a session, are refused by name', async () => {
    const conn = connect('json');
    await conn.start();
    await expect(refusalOf(conn.invoke('Subscribe', 'match/999999999', null, null))).resolves.toMatchObject({ code: 'topic-refused', topic: 'match/999999999' });
    await expect(refusalOf(conn.invoke('Subscribe', 'cashout', null, null))).resolves.toMatchObject({ code: 'topic-refused', topic: 'cashout' });
    expect(conn.state).toBe('Connected');
    await conn.stop();
  });

  test('the hub accepts its own origin and configured ones, and refuses others', async () => {
    const negotiate = (origin: string) => fetch(`${base}/hubs/feed/negotiate?negotiateVersion=1`, { method: 'POST', headers: { origin } });
    expect((await negotiate(base)).status).toBe(200);
    expect((await negotiate('https://allowed.example')).status).toBe(200);
    expect((await negotiate('https://evil.example')).status).toBe(403);
  });
});

describe('REST', () => {
  test('GET /api/feed/{stream}/snapshot serves the stream snapshot', async () => {
    const res = await fetch(`${base}/api/feed/esport/snapshot`);
    const parsed = check(feedMessageSchema, await res.json());
    expect(parsed.ok).toBe(true);
    if (parsed.ok && parsed.value.type === 'snapshot') {
      expect(parsed.value.snapshot.Matches.every((m) => m.SportSystemID === 66)).toBe(true);
    }
  });

  test('an unknown topic is a 400 naming the field; a match the house does not have is a 404', async () => {
    for (const path of ['nope', 'live/sport/x', 'match/0', 'cashout']) {
      const res = await fetch(`${base}/api/feed/${path}/snapshot`);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'topic' });
    }
    const missing = await fetch(`${base}/api/feed/match/999999999/snapshot`);
    expect(missing.status).toBe(404);
  });

  test('unknown API paths are JSON 404s, and pages without a built client explain themselves', async () => {
    const api = await fetch(`${base}/api/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'not-found' });
    expect((await fetch(`${base}/en-US/live`)).status).toBe(503);
  });
});
