import { ProtocolError } from './errors.ts';

/**
 * Message framing of the SignalR transports. A WebSocket frame may carry several hub messages,
 * and nothing in the spec forbids a message spanning frames, so both readers are incremental.
 * They keep a partial message as a list of chunks and only concatenate once it is complete, so
 * a peer dribbling one byte per frame costs linear, not quadratic, copying.
 */

export const RECORD_SEPARATOR = 0x1e;
const CLOSE_MESSAGE_TOO_BIG = 1009;

export interface FrameReader {
  /** Returns the complete message bodies in `chunk` (plus earlier leftovers), in order. */
  push(chunk: Uint8Array): Uint8Array[];
}

function tooBig(size: number, limit: number): ProtocolError {
  return new ProtocolError(`Message of ${size} bytes exceeds the maximum message size of ${limit} bytes.`, CLOSE_MESSAGE_TOO_BIG);
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1 && chunks[0] !== undefined) return chunks[0];
  return Buffer.concat(chunks, total);
}

/** Text framing: each message is terminated by 0x1E (JSON hub protocol and the handshake). */
export class RecordSeparatedReader implements FrameReader {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  constructor(private readonly maxMessageBytes: number) {}

  push(chunk: Uint8Array): Uint8Array[] {
    const messages: Uint8Array[] = [];
    let start = 0;
    for (let end = chunk.indexOf(RECORD_SEPARATOR); end !== -1; end = chunk.indexOf(RECORD_SEPARATOR, start)) {
      let body = chunk.subarray(start, end);
      if (this.pendingBytes > 0) {
        this.pending.push(body);
        body = concat(this.pending, this.pendingBytes + body.length);
        this.pending = [];
        this.pendingBytes = 0;
      }
      if (body.length > this.maxMessageBytes) throw tooBig(body.length, this.maxMessageBytes);
      messages.push(body);
      start = end + 1;
    }
    if (start < chunk.length) {
      this.pendingBytes += chunk.length - start;
      // Checked before the terminator arrives, so an endless message cannot grow memory.
      if (this.pendingBytes > this.maxMessageBytes) throw tooBig(this.pendingBytes, this.maxMessageBytes);
      // Copy: the caller's buffer may be a view on a larger socket read we should not retain.
      this.pending.push(Uint8Array.prototype.slice.call(chunk, start));
    }
    return messages;
  }
}

/** Largest VarInt the spec allows: 0x7fffffff fits in 5 bytes, the 5th holding 3 bits. */
const MAX_PREFIX_BYTES = 5;

/**
 * Reads a VarInt length prefix at `offset`.
 * @returns [length, prefixBytes], or undefined when the prefix itself is not complete yet.
 */
export function readVarInt(data: Uint8Array, offset: number): [number, number] | undefined {
  let value = 0;
  for (let i = 0; i < MAX_PREFIX_BYTES; i++) {
    const byte = data[offset + i];
    if (byte === undefined) return undefined;
    if (i === MAX_PREFIX_BYTES - 1 && byte > 0x07) throw new ProtocolError('Messages bigger than 2GB are not supported.');
    // Multiplication, not <<, so the 5th byte cannot flip the sign bit.
    value += (byte & 0x7f) * 2 ** (7 * i);
    if ((byte & 0x80) === 0) return [value, i + 1];
  }
  // Unreachable: a 5th byte with the continuation bit set is > 0x07 and rejected above.
  throw new ProtocolError('Invalid message length prefix.');
}

export function writeVarInt(value: number, target: Uint8Array, offset: number): number {
  let rest = value;
  let i = offset;
  while (rest > 0x7f) {
    target[i++] = (rest & 0x7f) | 0x80;
    rest = Math.floor(rest / 128);
  }
  target[i++] = rest;
  return i - offset;
}

export function varIntSize(value: number): number {
  let size = 1;
  for (let rest = value; rest > 0x7f; rest = Math.floor(rest / 128)) size++;
  return size;
}

/** Binary framing (MessagePack hub protocol): [VarInt length][body] repeated. */
export function writeLengthPrefixed(body: Uint8Array): Buffer {
  const prefix = varIntSize(body.length);
  const out = Buffer.allocUnsafe(prefix + body.length);
  writeVarInt(body.length, out, 0);
  out.set(body, prefix);
  return out;
}

export class LengthPrefixedReader implements FrameReader {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  /** Prefix + body size of the partial message, once its prefix has been read. */
  private needed: number | undefined;

  constructor(private readonly maxMessageBytes: number) {}

  push(chunk: Uint8Array): Uint8Array[] {
    if (this.pendingBytes === 0) return this.parse(chunk);
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.needed === undefined) {
      // Only the (at most 5-byte) prefix is missing; joining a few small chunks is cheap.
      const head = concat(this.pending, this.pendingBytes);
      this.pending = [head];
      const prefix = this.readPrefix(head, 0);
      this.needed = prefix === undefined ? undefined : prefix[0] + prefix[1];
    }
    if (this.needed === undefined || this.pendingBytes < this.needed) return [];
    const data = concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.needed = undefined;
    return this.parse(data);
  }

  /** @returns [bodyLength, prefixBytes], or undefined while the prefix is incomplete. */
  private readPrefix(data: Uint8Array, offset: number): [number, number] | undefined {
    const prefix = readVarInt(data, offset);
    // Rejected as soon as the prefix is known, before buffering a body we would refuse anyway.
    if (prefix !== undefined && prefix[0] > this.maxMessageBytes) throw tooBig(prefix[0], this.maxMessageBytes);
    return prefix;
  }

  private parse(data: Uint8Array): Uint8Array[] {
    const messages: Uint8Array[] = [];
    let offset = 0;
    while (offset < data.length) {
      const prefix = this.readPrefix(data, offset);
      if (prefix === undefined || offset + prefix[1] + prefix[0] > data.length) {
        const rest = Uint8Array.prototype.slice.call(data, offset);
        this.pending = [rest];
        this.pendingBytes = rest.length;
        this.needed = prefix === undefined ? undefined : prefix[0] + prefix[1];
        break;
      }
      const bodyStart = offset + prefix[1];
      offset = bodyStart + prefix[0];
      messages.push(data.subarray(bodyStart, offset));
    }
    return messages;
  }
}
