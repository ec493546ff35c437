import type { AddressInfo } from 'node:net';
import { HubConnectionBuilder, LogLevel, NullLogger } from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import Fastify from 'fastify';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeLengthPrefixed } from '../../server/hub/framing.ts';
import { createHub } from '../../server/hub/index.ts';
import type { Hub } from '../../server/hub/index.ts';

const MAX_MESSAGE_BYTES = 4 * 1024;
const HANDSHAKE_JSON = '{"protocol":"json","version":1}\x1e';
const HANDSHAKE_MSGPACK = '{"protocol":"messagepack","version":1}\x1e';

let hub: Hub;
let url: string;
const warn = vi.fn();
const recorded: unknown[] = [];
let close: () => Promise<void>;

beforeAll(async () => {
  const app = Fastify({ logger: false });
  hub = createHub({
    path: '/hubs/abuse',
    maxMessageBytes: MAX_MESSAGE_BYTES,
    // Long enough for a handshake over the size limit to arrive whole on a loaded machine (CI saw 1008 at 200 ms).
    handshakeTimeoutMs: 1000,
    clientTimeoutMs: 400,
    keepAliveIntervalMs: 100,
    maxBufferedBytes: 64 * 1024,
    logger: { info: () => {}, warn },
    methods: {
      add: (_conn, a: unknown, b: unknown) => (a as number) + (b as number),
      join: (conn, group: unknown) => conn.join(String(group)),
      hang: () => new Promise(() => {}),
      record: (_conn, value: unknown) => {
        recorded.push(value);
      },
    },
  });
  await hub.register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/hubs/abuse`;
  close = async () => {
    await hub.close();
    await app.close();
  };
});

afterAll(async () => {
  await close();
});

interface Raw {
  ws: WebSocket;
  frames: Buffer[];
  closed: Promise<number>;
}

async function openRaw(): Promise<Raw> {
  const ws = new WebSocket(url);
  const frames: Buffer[] = [];
  ws.on('message', (data: Buffer) => frames.push(Buffer.from(data)));
  ws.on('error', () => {});
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve) => ws.on('open', resolve));
  return { ws, frames, closed };
}

/** All JSON records the server sent (handshake response included). */
function jsonRecords(frames: readonly Buffer[]): unknown[] {
  return Buffer.concat(frames)
    .toString()
    .split('\x1e')
    .filter((record) => record !== '')
    .map((record) => JSON.parse(record) as unknown);
}

/** The MessagePack messages after the handshake response, parsed by the official client protocol. */
function msgpackMessages(frames: readonly Buffer[]): unknown[] {
  const [handshake, ...rest] = frames;
  expect(handshake?.toString()).toBe('{}\x1e');
  return new MessagePackHubProtocol().parseMessages(new Uint8Array(Buffer.concat(rest)).buffer, NullLogger.instance);
}

async function expectStillServing(): Promise<void> {
  const client = new HubConnectionBuilder().withUrl(url.replace(/^ws/, 'http')).configureLogging(LogLevel.None).build();
  await client.start();
  expect(await client.invoke('add', 2, 2)).toBe(4);
  await client.stop();
}

describe('a broken handshake gets a handshake error response, then the socket is closed', () => {
  it.each([
    ['invalid JSON', '{"protocol":\x1e', 'Handshake request is not valid JSON.'],
    ['an unknown protocol', '{"protocol":"xml","version":1}\x1e', "Requested protocol 'xml' is not available."],
    ['an unsupported version', '{"protocol":"json","version":7}\x1e', "The server does not support version 7 of the 'json' protocol."],
    ['a hub message instead of a handshake', '{"type":6}\x1e', "Handshake request is missing the 'protocol' property."],
    ['garbage binary', Buffer.from([0xde, 0xad, 0xbe, 0xef, 0x1e]), 'Handshake request is not valid JSON.'],
    ['a handshake over the size limit', 'x'.repeat(MAX_MESSAGE_BYTES + 1), 'Handshake request is too large.'],
  ])('%s', async (_name, request, error) => {
    const raw = await openRaw();
    raw.ws.send(request);
    expect(await raw.closed).toBe(1002);
    expect(jsonRecords(raw.frames)).toEqual([{ error }]);
    await expectStillServing();
  });

  it('a handshake that never comes times out', async () => {
    const raw = await openRaw();
    raw.ws.send('{"protocol":');
    expect(await raw.closed).toBe(1008);
    expect(jsonRecords(raw.frames)).toEqual([{ error: 'Handshake was not completed in time.' }]);
  });
});

describe('a protocol violation after the handshake gets a Close message with the error', () => {
  it.each([
    ['malformed JSON', 'not json\x1e', 'Message is not valid JSON.', 1002],
    ['an unknown message type', '{"type":99}\x1e', 'Unknown message type 99.', 1002],
    ['arguments that are not an array', '{"type":1,"invocationId":"1","target":"add","arguments":"1,2"}\x1e', "Property 'arguments' must be an array.", 1002],
    ['an oversized message', `"${'x'.repeat(MAX_MESSAGE_BYTES)}"\x1e`, `Message of ${MAX_MESSAGE_BYTES + 2} bytes exceeds the maximum message size of ${MAX_MESSAGE_BYTES} bytes.`, 1009],
  ])('JSON: %s', async (_name, payload, error, code) => {
    const raw = await openRaw();
    raw.ws.send(HANDSHAKE_JSON);
    raw.ws.send(payload);
    expect(await raw.closed).toBe(code);
    expect(jsonRecords(raw.frames)).toEqual([{}, { type: 7, error }]);
    await expectStillServing();
  });

  it('JSON: valid messages before the broken one in the same frame still run', async () => {
    const raw = await openRaw();
    raw.ws.send(`${HANDSHAKE_JSON}{"type":1,"target":"record","arguments":["first"]}\x1e{"type":1}\x1e{"type":1,"target":"record","arguments":["after"]}\x1e`);
    await raw.closed;
    expect(recorded).toEqual(['first']);
    expect(jsonRecords(raw.frames)).toEqual([{}, { type: 7, error: "Property 'target' must be a non-empty string." }]);
  });

  it.each([
    ['malformed MessagePack', writeLengthPrefixed(Buffer.from([0xc1, 0xc1])), 'Message is not valid MessagePack.', 1002],
    ['garbage binary', Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), 'Messages bigger than 2GB are not supported.', 1002],
    ['a message that is not an array', writeLengthPrefixed(Buffer.from([0x2a])), 'Message must be a non-empty MessagePack array.', 1002],
    ['a length prefix over the size limit', Buffer.from([0x80, 0x80, 0x04]), `Message of 65536 bytes exceeds the maximum message size of ${MAX_MESSAGE_BYTES} bytes.`, 1009],
  ])('MessagePack: %s', async (_name, payload, error, code) => {
    const raw = await openRaw();
    raw.ws.send(HANDSHAKE_MSGPACK);
    raw.ws.send(payload);
    expect(await raw.closed).toBe(code);
    expect(msgpackMessages(raw.frames)).toEqual([{ type: 7, error, allowReconnect: undefined }]);
    await expectStillServing();
  });

  it('a frame beyond the WebSocket payload cap is refused by the transport with 1009', async () => {
    const raw = await openRaw();
    raw.ws.send(HANDSHAKE_JSON);
    raw.ws.send(Buffer.alloc(2 * 1024 * 1024, 0x20));
    expect(await raw.closed).toBe(1009);
    await expectStillServing();
  });

  it('a client flooding invocations faster than they complete is cut off', async () => {
    const raw = await openRaw();
    raw.ws.send(HANDSHAKE_JSON);
    const call = '{"type":1,"target":"hang","arguments":[]}\x1e';
    for (let i = 0; i < 11; i++) raw.ws.send(call.repeat(100));
    expect(await raw.closed).toBe(1008);
    expect(jsonRecords(raw.frames).at(-1)).toEqual({ type: 7, error: 'Too many invocations waiting to run.' });
    await expectStillServing();
  });
});

describe('liveness and back-pressure', () => {
  it('a connected client that goes silent is closed after the client timeout, after getting pings', async () => {
    const raw = await openRaw();
    raw.ws.send(HANDSHAKE_JSON);
    expect(await raw.closed).toBe(1008);
    const records = jsonRecords(raw.frames);
    expect(records.filter((r) => JSON.stringify(r) === '{"type":6}').length).toBeGreaterThanOrEqual(2);
    expect(records.at(-1)).toEqual({ type: 7, error: 'Client timeout: no message received for 400 ms.' });
  });

  it('a consumer that stops reading is closed instead of buffering without bound', async () => {
    const raw = await openRaw();
    raw.ws.send(`${HANDSHAKE_JSON}{"type":1,"invocationId":"j","target":"join","arguments":["flood"]}\x1e`);
    await vi.waitFor(() => expect(hub.groupSize('flood')).toBe(1));
    raw.ws.pause();
    const payload = 'x'.repeat(256 * 1024);
    for (let i = 0; i < 400 && hub.groupSize('flood') > 0; i++) {
      hub.broadcast('flood', 'big', [payload]);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub.groupSize('flood')).toBe(0);
    raw.ws.resume();
    expect(await raw.closed).toBe(1008);
    expect(jsonRecords(raw.frames).at(-1)).toEqual({
      type: 7,
      error: 'The connection was closed because it could not keep up: over 65536 bytes waiting to be sent.',
    });
    await expectStillServing();
  });
});

describe('the server process', () => {
  it('logged no unexpected errors while being abused', () => {
    const unexpected = warn.mock.calls.filter(([message]) => String(message).startsWith('unexpected'));
    expect(unexpected).toEqual([]);
  });
});
