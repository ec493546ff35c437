import { ProtocolError } from './errors.ts';
import { RECORD_SEPARATOR } from './framing.ts';
import { jsonProtocol } from './json-protocol.ts';
import { msgpackProtocol } from './msgpack-protocol.ts';
import { describe, isRecord } from './protocol.ts';
import type { HubProtocol } from './protocol.ts';

export const protocols: ReadonlyMap<string, HubProtocol> = new Map([
  [jsonProtocol.name, jsonProtocol],
  [msgpackProtocol.name, msgpackProtocol],
]);

/**
 * Version 1 is what every client sends unless stateful reconnect was negotiated (we never offer
 * it); version 2 only adds the Ack/Sequence messages, which we accept and ignore, so it is safe.
 */
const SUPPORTED_VERSIONS: ReadonlySet<unknown> = new Set([1, 2]);

/**
 * Collects bytes up to the first record separator. The handshake is always JSON text, even for
 * MessagePack, and the same frame may already carry hub messages after it, returned as `rest`.
 */
export class HandshakeReader {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  constructor(private readonly maxBytes: number) {}

  push(chunk: Uint8Array): { request: string; rest: Uint8Array } | undefined {
    const end = chunk.indexOf(RECORD_SEPARATOR);
    const taken = end === -1 ? chunk.length : end;
    if (this.pendingBytes + taken > this.maxBytes) throw new ProtocolError('Handshake request is too large.');
    if (end === -1) {
      this.pending.push(Uint8Array.prototype.slice.call(chunk));
      this.pendingBytes += chunk.length;
      return undefined;
    }
    this.pending.push(chunk.subarray(0, end));
    const request = Buffer.concat(this.pending, this.pendingBytes + end).toString('utf8');
    this.pending = [];
    this.pendingBytes = 0;
    return { request, rest: chunk.subarray(end + 1) };
  }
}

export type HandshakeResult = { readonly protocol: HubProtocol } | { readonly error: string };

export function parseHandshakeRequest(text: string): HandshakeResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'Handshake request is not valid JSON.' };
  }
  if (!isRecord(value)) return { error: 'Handshake request must be a JSON object.' };
  const { protocol: name, version } = value;
  if (typeof name !== 'string') return { error: "Handshake request is missing the 'protocol' property." };
  if (typeof version !== 'number') return { error: "Handshake request is missing the 'version' property." };
  const protocol = protocols.get(name);
  // Same wording as ASP.NET, which client-side troubleshooting guides quote.
  if (protocol === undefined) return { error: `Requested protocol '${name.slice(0, 40)}' is not available.` };
  if (!SUPPORTED_VERSIONS.has(version)) {
    return { error: `The server does not support version ${describe(version)} of the '${protocol.name}' protocol.` };
  }
  return { protocol };
}

const SEPARATOR = String.fromCharCode(RECORD_SEPARATOR);
const HANDSHAKE_OK = Buffer.from(`{}${SEPARATOR}`, 'utf8');

export function handshakeResponse(error?: string): Buffer {
  return error === undefined ? HANDSHAKE_OK : Buffer.from(JSON.stringify({ error }) + SEPARATOR, 'utf8');
}
