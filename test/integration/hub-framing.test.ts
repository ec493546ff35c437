import { JsonHubProtocol, MessageType as ClientMessageType, NullLogger } from '@microsoft/signalr';
import type { HubMessage } from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../server/hub/errors.ts';
import { LengthPrefixedReader, RecordSeparatedReader, readVarInt, writeLengthPrefixed, writeVarInt } from '../../server/hub/framing.ts';
import { HandshakeReader, parseHandshakeRequest } from '../../server/hub/handshake.ts';
import { jsonProtocol } from '../../server/hub/json-protocol.ts';
import { MessageType } from '../../server/hub/messages.ts';
import type { OutgoingMessage } from '../../server/hub/messages.ts';
import { msgpackProtocol } from '../../server/hub/msgpack-protocol.ts';
import { seeded } from '../fixtures/fc-seed.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const concatAll = (parts: readonly Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
/** The client protocol wants an exact ArrayBuffer, not a view on a pooled or shared one. */
const arrayBuffer = (view: Uint8Array): ArrayBuffer => new Uint8Array(view).buffer;
/** Buffer and Uint8Array views compare unequal in toEqual; compare their bytes. */
const plain = (parts: readonly Uint8Array[]) => parts.map((part) => [...part]);

/** Splits `data` at the given (sorted, deduplicated) cut points. */
function split(data: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (data.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of points) {
    chunks.push(data.subarray(start, point));
    start = point;
  }
  chunks.push(data.subarray(start));
  return chunks;
}

describe('VarInt length prefix', () => {
  it('encodes the spec examples', () => {
    const target = new Uint8Array(5);
    expect(target.subarray(0, writeVarInt(0x35, target, 0))).toEqual(bytes(0x35));
    expect(target.subarray(0, writeVarInt(0x1480, target, 0))).toEqual(bytes(0x80, 0x29));
    expect(target.subarray(0, writeVarInt(0x7fffffff, target, 0))).toEqual(bytes(0xff, 0xff, 0xff, 0xff, 0x07));
  });

  it('reads a prefix, and reports an incomplete one as undefined', () => {
    expect(readVarInt(bytes(0x80, 0x29, 0xaa), 0)).toEqual([0x1480, 2]);
    expect(readVarInt(bytes(0x80), 0)).toBeUndefined();
  });

  it('rejects prefixes above 2 GB and over-long prefixes', () => {
    expect(() => readVarInt(bytes(0xff, 0xff, 0xff, 0xff, 0x08), 0)).toThrow(ProtocolError);
    expect(() => readVarInt(bytes(0x80, 0x80, 0x80, 0x80, 0x80, 0x01), 0)).toThrow(ProtocolError);
  });

  it('round-trips any 31-bit length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (value) => {
        const target = new Uint8Array(5);
        const size = writeVarInt(value, target, 0);
        expect(readVarInt(target, 0)).toEqual([value, size]);
      }),
    );
  });
});

describe('length-prefixed (MessagePack) framing', () => {
  it('reads several messages from one frame', () => {
    const frame = concatAll([writeLengthPrefixed(bytes(1)), writeLengthPrefixed(bytes(2, 3)), writeLengthPrefixed(bytes())]);
    expect(plain(new LengthPrefixedReader(100).push(frame))).toEqual([[1], [2, 3], []]);
  });

  it('joins a message whose two-byte prefix and body are split across frames', () => {
    const body = new Uint8Array(300).fill(7);
    const framed = writeLengthPrefixed(body);
    expect([...framed.subarray(0, 2)]).toEqual([0xac, 0x02]);
    const reader = new LengthPrefixedReader(1000);
    expect(reader.push(framed.subarray(0, 1))).toEqual([]);
    expect(reader.push(framed.subarray(1, 2))).toEqual([]);
    expect(reader.push(framed.subarray(2, 100))).toEqual([]);
    expect(plain(reader.push(framed.subarray(100)))).toEqual(plain([body]));
  });

  it('refuses a message over the limit as soon as its prefix is read', () => {
    const reader = new LengthPrefixedReader(10);
    expect(() => reader.push(bytes(11))).toThrow(/exceeds the maximum message size of 10 bytes/);
  });

  it('round-trips any list of messages however the stream is cut into frames', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ maxLength: 400 }), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (messages, cuts) => {
          const stream = concatAll(messages.map((m) => writeLengthPrefixed(m)));
          const reader = new LengthPrefixedReader(400);
          const read = split(stream, cuts).flatMap((chunk) => reader.push(chunk));
          expect(plain(read)).toEqual(plain(messages));
        },
      ),
    );
  });
});

describe('record-separated (JSON) framing', () => {
  it('reads several messages from one frame and keeps a trailing partial one', () => {
    const reader = new RecordSeparatedReader(100);
    const decoded = (parts: Uint8Array[]) => parts.map((p) => Buffer.from(p).toString());
    expect(decoded(reader.push(Buffer.from('{"a":1}\x1e{"b":2}\x1e{"c"')))).toEqual(['{"a":1}', '{"b":2}']);
    expect(decoded(reader.push(Buffer.from(':3}\x1e')))).toEqual(['{"c":3}']);
  });

  it('refuses an unterminated message that grows over the limit', () => {
    const reader = new RecordSeparatedReader(8);
    reader.push(Buffer.from('12345'));
    expect(() => reader.push(Buffer.from('6789'))).toThrow(ProtocolError);
  });

  it('round-trips any list of texts however the stream is cut, even inside a UTF-8 character', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 50 }).filter((s) => !s.includes('\x1e')), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (texts, cuts) => {
          const stream = Buffer.from(texts.map((t) => `${t}\x1e`).join(''));
          const reader = new RecordSeparatedReader(1000);
          const read = split(stream, cuts).flatMap((chunk) => reader.push(chunk));
          expect(read.map((m) => Buffer.from(m).toString())).toEqual(texts);
        },
      ),
    );
  });
});

describe('handshake', () => {
  it('returns the bytes after the separator for the hub protocol', () => {
    const reader = new HandshakeReader(100);
    expect(reader.push(Buffer.from('{"protocol":"json",'))).toBeUndefined();
    const done = reader.push(Buffer.from('"version":1}\x1e{"type":6}\x1e'));
    expect(done?.request).toBe('{"protocol":"json","version":1}');
    expect(Buffer.from(done?.rest ?? []).toString()).toBe('{"type":6}\x1e');
  });

  it('accepts json and messagepack version 1 and explains every refusal', () => {
    expect(parseHandshakeRequest('{"protocol":"messagepack","version":1}')).toEqual({ protocol: msgpackProtocol });
    expect(parseHandshakeRequest('{"protocol":"json","version":1}')).toEqual({ protocol: jsonProtocol });
    expect(parseHandshakeRequest('{"protocol":"xml","version":1}')).toEqual({ error: "Requested protocol 'xml' is not available." });
    expect(parseHandshakeRequest('{"protocol":"json","version":9}')).toEqual({ error: "The server does not support version 9 of the 'json' protocol." });
    expect(parseHandshakeRequest('{"protocol":"json"')).toEqual({ error: 'Handshake request is not valid JSON.' });
    expect(parseHandshakeRequest('[]')).toEqual({ error: 'Handshake request must be a JSON object.' });
  });
});

const outgoing: OutgoingMessage[] = [
  { type: MessageType.Invocation, target: 'odds', arguments: [{ id: 'm1', price: 1.85 }, [1, 2], 'x', null, true] },
  { type: MessageType.Completion, invocationId: '7', outcome: { kind: 'result', value: { ok: 1 } } },
  { type: MessageType.Completion, invocationId: '8', outcome: { kind: 'void' } },
  { type: MessageType.Completion, invocationId: '9', outcome: { kind: 'error', message: 'nope' } },
  { type: MessageType.Ping },
  { type: MessageType.Close, error: 'bye', allowReconnect: true },
];

const expectedByClient: Partial<HubMessage>[] = [
  { type: ClientMessageType.Invocation, target: 'odds', arguments: [{ id: 'm1', price: 1.85 }, [1, 2], 'x', null, true] },
  { type: ClientMessageType.Completion, invocationId: '7', result: { ok: 1 } },
  { type: ClientMessageType.Completion, invocationId: '8' },
  { type: ClientMessageType.Completion, invocationId: '9', error: 'nope' },
  { type: ClientMessageType.Ping },
  { type: ClientMessageType.Close, error: 'bye', allowReconnect: true },
];

describe('compatibility with the official client protocols', () => {
  it('JSON: the client parses every message we write, all in one frame', () => {
    const frame = Buffer.concat(outgoing.map((m) => jsonProtocol.encode(m))).toString();
    const parsed = new JsonHubProtocol().parseMessages(frame, NullLogger.instance);
    parsed.forEach((message, i) => expect(message).toMatchObject(expectedByClient[i] ?? {}));
    expect(parsed).toHaveLength(outgoing.length);
  });

  it('MessagePack: the client parses every message we write, all in one frame', () => {
    const frame = Buffer.concat(outgoing.map((m) => msgpackProtocol.encode(m)));
    const parsed = new MessagePackHubProtocol().parseMessages(arrayBuffer(frame), NullLogger.instance);
    parsed.forEach((message, i) => expect(message).toMatchObject(expectedByClient[i] ?? {}));
    expect(parsed).toHaveLength(outgoing.length);
  });

  const clientMessages: HubMessage[] = [
    { type: ClientMessageType.Invocation, invocationId: '0', target: 'add', arguments: [1, 2] },
    { type: ClientMessageType.Invocation, target: 'fire', arguments: [] },
    { type: ClientMessageType.StreamInvocation, invocationId: '1', target: 'ticks', arguments: [] },
    { type: ClientMessageType.CancelInvocation, invocationId: '1' },
    { type: ClientMessageType.Ping },
    { type: ClientMessageType.Close },
  ];

  it.each([
    ['JSON', new JsonHubProtocol(), jsonProtocol],
    ['MessagePack', new MessagePackHubProtocol(), msgpackProtocol],
  ] as const)('%s: we read every message the client writes', (_name, client, ours) => {
    const written = clientMessages.map((m) => {
      const out = client.writeMessage(m);
      return typeof out === 'string' ? Buffer.from(out) : new Uint8Array(out);
    });
    const reader = ours.createReader(1024);
    const decoded = reader.push(concatAll(written)).map((body) => ours.decode(body));
    expect(decoded).toMatchObject([
      { type: MessageType.Invocation, invocationId: '0', target: 'add', arguments: [1, 2], streamIds: [] },
      { type: MessageType.Invocation, invocationId: undefined, target: 'fire', arguments: [] },
      { type: MessageType.StreamInvocation, invocationId: '1', target: 'ticks' },
      { type: MessageType.CancelInvocation, invocationId: '1' },
      { type: MessageType.Ping },
      { type: MessageType.Close },
    ]);
  });

  it('round-trips arbitrary JSON-safe invocation arguments through both protocols', () => {
    const reader = { json: new JsonHubProtocol(), messagepack: new MessagePackHubProtocol() };
    // Without "__proto__" keys: the client's MessagePack decoder refuses them (the test below).
    const jsonSafe = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown).filter((v) => !JSON.stringify(v).includes('"__proto__":'));
    fc.assert(
      fc.property(fc.array(jsonSafe, { maxLength: 4 }), (args) => {
        const message: OutgoingMessage = { type: MessageType.Invocation, target: 't', arguments: args };
        const text = jsonProtocol.encode(message).toString();
        expect(reader.json.parseMessages(text, NullLogger.instance)[0]).toMatchObject({ arguments: args });
        const bin = msgpackProtocol.encode(message);
        const parsed = reader.messagepack.parseMessages(arrayBuffer(bin), NullLogger.instance);
        expect(parsed[0]).toMatchObject({ arguments: args });
      }),
      seeded('hub protocols round-trip', 200),
    );
  });

  it('a "__proto__" key crosses JSON but not MessagePack, whose client decoder refuses the message (a CI run found it; the house sends only its own schemas, which have none)', () => {
    const args = [JSON.parse('{"__proto__":{"a":1}}') as unknown];
    const message: OutgoingMessage = { type: MessageType.Invocation, target: 't', arguments: args };
    expect(new JsonHubProtocol().parseMessages(jsonProtocol.encode(message).toString(), NullLogger.instance)[0]).toMatchObject({ arguments: args });
    expect(() => new MessagePackHubProtocol().parseMessages(arrayBuffer(msgpackProtocol.encode(message)), NullLogger.instance)).toThrow(/__proto__/);
  });
});

describe('decoding rejects malformed messages with a ProtocolError', () => {
  it.each([
    ['not JSON', '{"type":'],
    ['not an object', '[1]'],
    ['unknown type', '{"type":42}'],
    ['missing target', '{"type":1,"invocationId":"1","arguments":[]}'],
    ['arguments not an array', '{"type":1,"target":"x","arguments":{}}'],
    ['completion with result and error', '{"type":3,"invocationId":"1","result":1,"error":"e"}'],
    ['too long invocation id', JSON.stringify({ type: 1, invocationId: 'x'.repeat(300), target: 't', arguments: [] })],
  ])('JSON: %s', (_name, text) => {
    expect(() => jsonProtocol.decode(Buffer.from(text))).toThrow(ProtocolError);
  });

  it.each([
    ['not MessagePack', bytes(0xc1)],
    ['trailing garbage', bytes(0x91, 0x06, 0x06)],
    ['not an array', bytes(0x06)],
    ['unknown type', bytes(0x91, 0x2a)],
    ['short invocation', bytes(0x93, 0x01, 0x80, 0xc0)],
    ['empty body', bytes()],
  ])('MessagePack: %s', (_name, body) => {
    expect(() => msgpackProtocol.decode(body)).toThrow(ProtocolError);
  });
});
