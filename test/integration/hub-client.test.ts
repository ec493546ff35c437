import type { AddressInfo } from 'node:net';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import type { HubConnection as ClientConnection, IHttpConnectionOptions } from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import Fastify from 'fastify';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHub, HubError } from '../../server/hub/index.ts';
import type { Hub, HubConnection, HubOptions } from '../../server/hub/index.ts';

type Protocol = 'json' | 'messagepack';
const PROTOCOLS: readonly Protocol[] = ['json', 'messagepack'];

const methods: HubOptions['methods'] = {
  add: (_conn, a: unknown, b: unknown) => (a as number) + (b as number),
  echo: (_conn, ...args) => args,
  nothing: () => undefined,
  later: async (_conn, value: unknown) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return value;
  },
  fail: () => {
    throw new HubError('Stake exceeds the limit.');
  },
  crash: () => {
    throw new Error('db password is hunter2');
  },
  join: (conn, group: unknown) => conn.join(String(group)),
  leave: (conn, group: unknown) => conn.leave(String(group)),
  whoami: (conn) => ({ id: conn.id, protocol: conn.protocol }),
  callMeBack: (conn, text: unknown) => conn.send('callback', text, 42),
};

interface Started {
  hub: Hub;
  url: string;
  logger: { info: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn> };
  events: string[];
  close(): Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(options: Partial<HubOptions> = {}): Promise<Started> {
  const app = Fastify({ logger: false });
  const logger = { info: vi.fn(), warn: vi.fn() };
  const events: string[] = [];
  const hub = createHub({
    path: '/hubs/test',
    methods,
    logger,
    onConnected: (conn) => events.push(`connected ${conn.protocol}`),
    onDisconnected: (conn, error) => events.push(`disconnected ${conn.protocol}${error ? `: ${error.message}` : ''}`),
    ...options,
  });
  await hub.register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const close = async () => {
    await hub.close();
    await app.close();
  };
  cleanups.push(close);
  return { hub, url: `http://127.0.0.1:${port}/hubs/test`, logger, events, close };
}

async function connect(url: string, protocol: Protocol, options: IHttpConnectionOptions = {}, tune?: (c: ClientConnection) => void): Promise<ClientConnection> {
  const builder = new HubConnectionBuilder().withUrl(url, options).configureLogging(LogLevel.None);
  if (protocol === 'messagepack') builder.withHubProtocol(new MessagePackHubProtocol());
  const connection = builder.build();
  tune?.(connection);
  await connection.start();
  cleanups.push(() => connection.stop());
  return connection;
}

const waitFor = (check: () => boolean, timeoutMs = 2_000) => vi.waitFor(() => expect(check()).toBe(true), { timeout: timeoutMs, interval: 5 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(PROTOCOLS)('a real @microsoft/signalr client over %s', (protocol) => {
  it('invokes a method and gets its result', async () => {
    const { url } = await start();
    const client = await connect(url, protocol);
    expect(await client.invoke('add', 2, 3)).toBe(5);
    expect(await client.invoke('echo', { a: [1, 'x', null] }, 1.5, true)).toEqual([{ a: [1, 'x', null] }, 1.5, true]);
    expect(await client.invoke('later', 'async')).toBe('async');
    expect(await client.invoke('whoami')).toEqual({ id: client.connectionId, protocol });
  });

  it('completes a void method with no result', async () => {
    const { url } = await start();
    const client = await connect(url, protocol);
    await expect(client.invoke('nothing')).resolves.toBeUndefined();
  });

  it('runs a non-blocking send without replying, and keeps invocations in order', async () => {
    const { url } = await start();
    const client = await connect(url, protocol);
    await client.send('join', 'vip');
    expect(await client.invoke('whoami')).toMatchObject({ protocol });
  });

  it('shows the message of a HubError to the client', async () => {
    const { url } = await start();
    const client = await connect(url, protocol);
    await expect(client.invoke('fail')).rejects.toThrow('Stake exceeds the limit.');
  });

  it('hides the details of any other error and logs it', async () => {
    const { url, logger } = await start();
    const client = await connect(url, protocol);
    const error = await client.invoke('crash').catch((e: unknown) => e as Error);
    expect((error as Error).message).toBe("An unexpected error occurred invoking 'crash' on the server.");
    expect(logger.warn).toHaveBeenCalledWith('hub method threw', expect.objectContaining({ target: 'crash' }));
  });

  it('answers an unknown method or a wrong argument count with an error and stays connected', async () => {
    const { url } = await start();
    const client = await connect(url, protocol);
    await expect(client.invoke('noSuchMethod')).rejects.toThrow("Unknown hub method 'noSuchMethod'.");
    await expect(client.invoke('toString')).rejects.toThrow("Unknown hub method 'toString'.");
    await expect(client.invoke('add', 1)).rejects.toThrow("Invocation of 'add' provides 1 argument(s) but the method expects 2.");
    expect(client.state).toBe(HubConnectionState.Connected);
    expect(await client.invoke('add', 1, 1)).toBe(2);
  });

  it('rejects a streaming invocation without dropping the connection', async () => {
    const { url } = await start();
    const client = await connect(url, protocol);
    const error = await new Promise<Error>((resolve) => {
      client.stream('echo').subscribe({ next: () => {}, complete: () => {}, error: resolve });
    });
    expect(error.message).toBe('Streaming is not supported by this server.');
    expect(await client.invoke('add', 2, 2)).toBe(4);
  });

  it('delivers server-to-client invocations', async () => {
    const { url, hub } = await start();
    const client = await connect(url, protocol);
    const received: unknown[][] = [];
    client.on('callback', (...args: unknown[]) => received.push(args));
    await client.invoke('callMeBack', 'hello');
    hub.connections.get(client.connectionId ?? '')?.send('callback', 'direct', 7);
    await waitFor(() => received.length === 2);
    expect(received).toEqual([
      ['hello', 42],
      ['direct', 7],
    ]);
  });

  it('connects with skipNegotiation straight over WebSockets', async () => {
    const { url, hub } = await start();
    const client = await connect(url, protocol, { skipNegotiation: true, transport: HttpTransportType.WebSockets });
    expect(await client.invoke('add', 20, 22)).toBe(42);
    expect(hub.connections.size).toBe(1);
  });
});

describe('groups and broadcast', () => {
  it('reaches only the members of a group, over JSON and MessagePack alike', async () => {
    const { url, hub } = await start();
    const [jsonMember, msgpackMember, outsider] = await Promise.all([connect(url, 'json'), connect(url, 'messagepack'), connect(url, 'json')]);
    const got: Record<string, unknown[]> = { jsonMember: [], msgpackMember: [], outsider: [] };
    jsonMember.on('odds', (update: unknown) => got['jsonMember']?.push(update));
    msgpackMember.on('odds', (update: unknown) => got['msgpackMember']?.push(update));
    outsider.on('odds', (update: unknown) => got['outsider']?.push(update));
    await jsonMember.invoke('join', 'match:1');
    await msgpackMember.invoke('join', 'match:1');
    await outsider.invoke('join', 'match:2');
    expect(hub.groupSize('match:1')).toBe(2);

    const update = { market: 'winner', prices: [1.85, 3.4, 4.2], live: true, minute: 67 };
    hub.broadcast('match:1', 'odds', [update]);
    hub.broadcast('nobody', 'odds', [update]);
    await waitFor(() => got['jsonMember']?.length === 1 && got['msgpackMember']?.length === 1);
    // A round trip on the outsider's socket: anything broadcast to it would have arrived first.
    await outsider.invoke('nothing');
    expect(got).toEqual({ jsonMember: [update], msgpackMember: [update], outsider: [] });

    await msgpackMember.invoke('leave', 'match:1');
    expect(hub.groupSize('match:1')).toBe(1);
    await jsonMember.stop();
    await waitFor(() => hub.groupSize('match:1') === 0);
  });
});

describe('keep-alive and timeouts', () => {
  it('keeps an idle connection alive past the client serverTimeout and the server clientTimeout', async () => {
    const { url } = await start({ keepAliveIntervalMs: 50, clientTimeoutMs: 300 });
    const tune = (c: ClientConnection) => {
      c.serverTimeoutInMilliseconds = 300;
      c.keepAliveIntervalInMilliseconds = 50;
    };
    const clients = await Promise.all(PROTOCOLS.map((protocol) => connect(url, protocol, {}, tune)));
    const closed = vi.fn();
    for (const client of clients) client.onclose(closed);
    await sleep(900);
    expect(closed).not.toHaveBeenCalled();
    for (const client of clients) expect(await client.invoke('add', 1, 2)).toBe(3);
  });

  it('lets the client time out when pings stop, showing that pings are what kept it alive', async () => {
    const { url } = await start({ keepAliveIntervalMs: 10_000 });
    const client = await connect(url, 'json', {}, (c) => {
      c.serverTimeoutInMilliseconds = 200;
    });
    const error = await new Promise<Error | undefined>((resolve) => client.onclose(resolve));
    expect(error?.message).toMatch(/Server timeout elapsed/);
  });
});

describe('negotiation and transports', () => {
  it('answers negotiate version 1 with a secret single-use token', async () => {
    const { url } = await start();
    const response = await fetch(`${url}/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ negotiateVersion: 1, availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }] });
    expect(body['connectionToken']).toMatch(/^[\w-]{40,}$/);
    expect(body['connectionToken']).not.toBe(body['connectionId']);

    const wsUrl = `${url.replace(/^http/, 'ws')}?id=${String(body['connectionToken'])}`;
    const first = new WebSocket(wsUrl);
    await new Promise((resolve, reject) => first.on('open', resolve).on('error', reject));
    const second = new WebSocket(wsUrl);
    const status = await new Promise<number | undefined>((resolve) => {
      second.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      second.on('error', () => resolve(undefined));
    });
    expect(status).toBe(404);
    first.close();
  });

  it('supports negotiate version 0, where the connection id is the id', async () => {
    const { url, hub } = await start();
    const body = (await (await fetch(`${url}/negotiate`, { method: 'POST' })).json()) as Record<string, unknown>;
    expect(body['negotiateVersion']).toBe(0);
    expect(body['connectionToken']).toBeUndefined();
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}?id=${String(body['connectionId'])}`);
    await new Promise((resolve) => ws.on('open', resolve));
    ws.send('{"protocol":"json","version":1}\x1e');
    await new Promise((resolve) => ws.once('message', resolve));
    expect([...hub.connections.keys()]).toEqual([body['connectionId']]);
    ws.close();
  });

  it('negotiates permessage-deflate, so large frames such as a sport snapshot go compressed', async () => {
    const { url } = await start();
    const body = (await (await fetch(`${url}/negotiate`, { method: 'POST' })).json()) as Record<string, unknown>;
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}?id=${String(body['connectionId'])}`, { perMessageDeflate: true });
    await new Promise((resolve) => ws.on('open', resolve));
    expect(ws.extensions).toContain('permessage-deflate');
    ws.close();
  });

  it('expires tokens that are not used in time', async () => {
    const { url } = await start({ connectionTokenTtlMs: 50 });
    const body = (await (await fetch(`${url}/negotiate?negotiateVersion=1`, { method: 'POST' })).json()) as Record<string, unknown>;
    await sleep(120);
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}?id=${String(body['connectionToken'])}`);
    const status = await new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(404);
  });

  it('offers only WebSockets: a client limited to long polling fails clearly, one allowing both picks WebSockets', async () => {
    const { url } = await start();
    await expect(connect(url, 'json', { transport: HttpTransportType.LongPolling })).rejects.toThrow(/WebSockets/);
    const client = await connect(url, 'json', { transport: HttpTransportType.WebSockets | HttpTransportType.LongPolling });
    expect(await client.invoke('add', 1, 1)).toBe(2);
  });
});

describe('origin check', () => {
  const allowedOrigins = (origin: string | undefined) => origin === undefined || origin === 'https://book.example';

  it('refuses negotiate and the WebSocket upgrade from another origin with 403', async () => {
    const { url } = await start({ allowedOrigins });
    const refused = await fetch(`${url}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    const allowed = await fetch(`${url}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { origin: 'https://book.example' } });
    expect(allowed.status).toBe(200);

    const ws = new WebSocket(url.replace(/^http/, 'ws'), { origin: 'https://evil.example' });
    const status = await new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(403);
  });

  it('makes the real client fail to start from a refused origin', async () => {
    const { url, hub } = await start({ allowedOrigins });
    await expect(connect(url, 'json', { headers: { Origin: 'https://evil.example' } })).rejects.toThrow(/403/);
    await expect(connect(url, 'json', { headers: { Origin: 'https://evil.example' }, skipNegotiation: true, transport: HttpTransportType.WebSockets })).rejects.toThrow();
    expect(hub.connections.size).toBe(0);
    const client = await connect(url, 'json', { headers: { Origin: 'https://book.example' } });
    expect(await client.invoke('add', 1, 1)).toBe(2);
  });
});

describe('lifecycle', () => {
  it('reports connect and a clean client stop to the app', async () => {
    const { url, hub, events } = await start();
    const conns: HubConnection[] = [];
    const client = await connect(url, 'messagepack');
    conns.push(...hub.connections.values());
    expect(conns.map((c) => c.protocol)).toEqual(['messagepack']);
    expect(conns[0]?.remoteAddress).toBe('127.0.0.1');
    await client.stop();
    await waitFor(() => events.length === 2);
    expect(events).toEqual(['connected messagepack', 'disconnected messagepack']);
    expect(hub.connections.size).toBe(0);
  });

  it('lets the app close one connection with an error the client sees', async () => {
    const { url, hub, events } = await start();
    const client = await connect(url, 'json');
    const closed = new Promise<Error | undefined>((resolve) => client.onclose(resolve));
    hub.connections.get(client.connectionId ?? '')?.close('Account suspended.');
    expect((await closed)?.message).toBe('Server returned an error on close: Account suspended.');
    await waitFor(() => events.length === 2);
    expect(events[1]).toBe('disconnected json: Account suspended.');
  });

  it('closes every connection with a Close message on hub.close() and refuses new ones', async () => {
    const { url, hub, close } = await start();
    const clients = await Promise.all(PROTOCOLS.map((protocol) => connect(url, protocol)));
    const closed = clients.map((client) => new Promise<Error | undefined>((resolve) => client.onclose(resolve)));
    const startedAt = Date.now();
    await hub.close();
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(await Promise.all(closed)).toEqual([undefined, undefined]);
    expect(hub.connections.size).toBe(0);
    expect((await fetch(`${url}/negotiate?negotiateVersion=1`, { method: 'POST' })).status).toBe(503);
    await close();
  });

  it('closes the hub when the Fastify app closes', async () => {
    const app = Fastify({ logger: false });
    const hub = createHub({ path: '/hubs/test', methods });
    await hub.register(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const client = await connect(`http://127.0.0.1:${port}/hubs/test`, 'json');
    const closed = new Promise<Error | undefined>((resolve) => client.onclose(resolve));
    await app.close();
    expect(await closed).toBeUndefined();
    expect(hub.connections.size).toBe(0);
  });
});
