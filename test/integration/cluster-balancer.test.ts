/**
 * Issue #20, "Load balancing": the demo's and the tests' balancer (server/cluster/balancer.ts) in
 * front of two real nodes on the real NATS and PostgreSQL. HTTP goes round-robin to both; a hub
 * client whose node is SIGKILLed is closed, and its next connection lands on the survivor and
 * resumes `live` with a tail; with no node up the balancer answers 503 try-again.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';
import { CSRF_COOKIE, CSRF_HEADER } from '../../schemas/accounts.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { startBalancer, type Balancer } from '../../server/cluster/balancer.ts';
import { exited } from '../fixtures/child-house.ts';
import { CLUSTER_READY, testCluster, until, type ClusterNode } from '../fixtures/cluster.ts';

type Message = { type: string; stream: string; epoch: string; seq: number };
type LogLine = { msg?: string; req?: { url?: string; host?: string; remoteAddress?: string } };

/** A node's Fastify request log lines for `url`. */
const requestsFor = (node: ClusterNode, url: string): LogLine[] =>
  node
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg === 'incoming request' && line.req?.url === url);

describe.skipIf(!CLUSTER_READY)('cluster: the balancer in front of the nodes (issue #20, load balancing)', { timeout: 120_000 }, () => {
  // The nodes believe the balancer's X-Forwarded-For, as `npm run cluster` starts them.
  const cluster = testCluster('lb', { TRUSTED_PROXIES: '127.0.0.1' });
  const clients: HubConnection[] = [];
  const balancerLog: string[] = [];
  let a: ClusterNode;
  let b: ClusterNode;
  let balancer: Balancer;
  /** How many upgrades of /hubs/feed each node's log shows, [a, b]. */
  const upgrades = () => [a, b].map((node) => requestsFor(node, '/hubs/feed').length);

  /** A guest's hub connection through the balancer, as the page makes it: WebSockets, no negotiate. */
  async function client() {
    const conn = new HubConnectionBuilder()
      .withUrl(`${balancer.url}/hubs/feed`, { transport: HttpTransportType.WebSockets, skipNegotiation: true })
      .configureLogging(LogLevel.None)
      .build();
    const received: Message[] = [];
    conn.on('Feed', (message: Message) => void received.push(message));
    let closed = false;
    conn.onclose(() => (closed = true));
    await conn.start();
    clients.push(conn);
    const live = () => received.filter((m) => m.stream === 'live' && m.type !== 'heartbeat');
    return { conn, live, closed: () => closed };
  }

  beforeAll(async () => {
    a = await cluster.start('a');
    await until(() => a.output().includes('feed producer started a run'), 'the first node to produce', 30_000);
    b = await cluster.start('b');
    balancer = await startBalancer({ upstreams: [a.url, b.url], host: '127.0.0.1', port: 0, checkMs: 500, log: (line) => balancerLog.push(line) });
  }, 180_000);
  afterAll(async () => {
    await Promise.allSettled(clients.map((c) => c.stop()));
    await balancer?.close();
    await cluster.stop();
  }, 60_000);

  test('issue #20: HTTP through the balancer goes round-robin to both nodes, with X-Forwarded-For and Host set by the balancer', async () => {
    expect(balancer.healthy()).toEqual([a.url, b.url]);
    const answeredBy: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${balancer.url}/api/health?probe=${i}`, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      answeredBy.push(response.headers.get('x-upstream')!);
    }
    // Alternates: a, b, a, b… (or b, a, …): each answer from the other node than the one before.
    expect(new Set(answeredBy)).toEqual(new Set([a.url, b.url]));
    for (let i = 1; i < answeredBy.length; i++) expect(answeredBy[i]).not.toBe(answeredBy[i - 1]);

    // The nodes' own logs agree with X-Upstream, and show what they believed of the client: the
    // balancer's socket address, not the client's forged X-Forwarded-For; the balancer's Host.
    const balancerHost = new URL(balancer.url).host;
    // A node's log line reaches this process through its stdout pipe, possibly after the answer.
    await until(() => answeredBy.every((url, i) => requestsFor(url === a.url ? a : b, `/api/health?probe=${i}`).length > 0), 'every probe in its node’s log', 5_000);
    for (const [i, url] of answeredBy.entries()) {
      const [node, other] = url === a.url ? [a, b] : [b, a];
      const [line] = requestsFor(node, `/api/health?probe=${i}`);
      expect(line, `probe ${i} on ${node.name}`).toBeDefined();
      expect(requestsFor(other, `/api/health?probe=${i}`)).toEqual([]);
      expect(line!.req!.remoteAddress).toBe('127.0.0.1');
      expect(line!.req!.host).toBe(balancerHost);
    }
  });

  test("issue #20: a page's POST through the balancer carries its cookie, CSRF token, Origin and body to a node other than the one that issued the token", async () => {
    const issued = await fetch(`${balancer.url}/api/csrf`);
    const { CsrfToken } = (await issued.json()) as { CsrfToken: string };
    expect(issued.headers.getSetCookie().join()).toContain(`${CSRF_COOKIE}=${CsrfToken}`);
    const post = (origin: string) =>
      fetch(`${balancer.url}/api/account/register/check`, {
        method: 'POST',
        headers: { origin, cookie: `${CSRF_COOKIE}=${CsrfToken}`, [CSRF_HEADER]: CsrfToken, 'content-type': 'application/json' },
        body: JSON.stringify({ Email: 'not-an-address' }),
      });
    const ours = await post(balancer.url);
    // Past the Origin and CSRF checks (the nodes share the secret), refused for its body: the node read it.
    expect(ours.status).toBe(400);
    expect(await ours.json()).toMatchObject({ error: ERROR_CODES.invalid });
    expect(ours.headers.get('x-upstream')).not.toBe(issued.headers.get('x-upstream'));
    const foreign = await post('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: ERROR_CODES.badOrigin });
  });

  test('issue #20: hub upgrades pass through the balancer with their Origin and Host, so a node still refuses a foreign page', async () => {
    /** Opens the hub through the balancer as a page of `origin` would, and sends SignalR's handshake. */
    const handshake = (origin: string) =>
      new Promise<{ reply?: string; code?: number }>((resolve) => {
        const ws = new WebSocket(`${balancer.url.replace(/^http/, 'ws')}/hubs/feed`, { origin });
        ws.on('open', () => ws.send('{"protocol":"json","version":1}\u001e'));
        ws.on('message', (data: Buffer) => {
          resolve({ reply: data.toString() });
          ws.close();
        });
        ws.on('close', (code) => resolve({ code }));
        ws.on('unexpected-response', (_request, res) => resolve({ code: res.statusCode ?? 0 }));
        ws.on('error', () => {});
      });
    for (let i = 0; i < 2; i++) expect(await handshake(balancer.url), `same-origin upgrade ${i}`).toEqual({ reply: '{}\u001e' });
    for (let i = 0; i < 2; i++) {
      const refused = await handshake('https://evil.example');
      expect(refused.reply, `foreign-origin upgrade ${i}`).toBeUndefined();
    }
    // Each reached a node (its log shows it), round-robin: two on each.
    await until(() => upgrades().join() === '2,2', 'the four upgrades in the nodes\' logs', 5_000);
  });

  test('issue #20: a hub client on a node that is SIGKILLed is closed; its next connection through the balancer lands on the survivor and resumes live with a tail', async () => {
    // The harder case: the client's node is A, the producer, so the survivor must take over the
    // run before it has anything after the client's seq. Round-robin: after an answer from B comes A.
    while ((await fetch(`${balancer.url}/api/health`)).headers.get('x-upstream') !== b.url);
    const before = upgrades();
    const first = await client();
    await first.conn.invoke('Subscribe', 'live', null, null);
    await until(() => first.live().filter((m) => m.type === 'events').length >= 5, 'live events through the balancer', 30_000);
    expect(first.live()[0]!.type).toBe('snapshot');

    // Its node is the one whose log shows one more upgrade of /hubs/feed: A.
    expect(upgrades().map((n, i) => n - before[i]!)).toEqual([1, 0]);
    const [dead, survivor] = [a, b];

    const killedAt = Date.now();
    dead.child.kill('SIGKILL');
    await exited(dead.child);
    // The balancer does not reconnect the client's socket behind its back: it closes.
    await until(() => first.closed(), "the client's connection to close", 10_000);
    expect(first.conn.state).toBe(HubConnectionState.Disconnected);
    expect(Date.now() - killedAt).toBeLessThan(5_000);
    // Its dropped socket made the balancer count the node dead at once, before any health check.
    expect(balancer.healthy()).toEqual([survivor.url]);

    const last = first.live().at(-1)!;
    const survivorUpgrades = requestsFor(survivor, '/hubs/feed').length;
    const second = await client();
    await until(() => requestsFor(survivor, '/hubs/feed').length === survivorUpgrades + 1, 'the new connection in the survivor\'s log', 5_000);
    await second.conn.invoke('Subscribe', 'live', last.seq, last.epoch);
    // The survivor takes the lease within about 6 s; the tail waits for it.
    await until(() => second.live().filter((m) => m.type === 'events').length >= 3, 'live events on the survivor', 30_000);
    const resumed = second.live();
    expect(resumed.some((m) => m.type === 'snapshot')).toBe(false);
    expect(resumed[0]!.seq).toBe(last.seq + 1);
    expect(resumed[0]!.epoch).toBe(last.epoch);
    for (let i = 1; i < resumed.length; i++) expect(resumed[i]!.seq).toBe(resumed[i - 1]!.seq + 1);
    expect(survivor.output()).toContain('feed producer took over the run');
    await second.conn.stop();
  });

  test('issue #20: with every node dead, the balancer answers 503 try-again, to requests and to hub upgrades', async () => {
    for (const node of [a, b]) {
      node.child.kill('SIGKILL');
      await exited(node.child);
    }
    // The first request may still be sent to a node the last check saw up: refused, it is try-again too.
    const refused = await fetch(`${balancer.url}/api/health`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: ERROR_CODES.tryAgain });
    await until(() => balancer.healthy().length === 0, 'the balancer to count both nodes down', 5_000);

    const response = await fetch(`${balancer.url}/api/sportsbook/sports`, { method: 'GET' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe(ERROR_CODES.tryAgain);
    expect(body.message).toMatch(/no node/i);

    const ws = new WebSocket(`${balancer.url.replace('http', 'ws')}/hubs/feed`);
    const status = await new Promise<number>((resolve, reject) => {
      ws.on('unexpected-response', (_request, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => reject(new Error('the upgrade was accepted with no node up')));
      ws.on('error', () => {});
    });
    ws.terminate();
    expect(status).toBe(503);
    for (const node of [a, b]) expect(balancerLog.some((line) => line.startsWith(`${node.url} is down`))).toBe(true);
  });
});
