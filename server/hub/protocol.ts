import type { FrameReader } from './framing.ts';
import type { IncomingMessage, OutgoingMessage } from './messages.ts';
import type { HubProtocolName } from './types.ts';

/** One hub protocol: how messages are framed and encoded on the wire. */
export interface HubProtocol {
  readonly name: HubProtocolName;
  /** WebSocket opcode for what we send: text for JSON (readable in devtools), binary for MessagePack. */
  readonly binary: boolean;
  createReader(maxMessageBytes: number): FrameReader;
  /** Decodes one framed message body. Throws ProtocolError when it is not a valid hub message. */
  decode(body: Uint8Array): IncomingMessage;
  /** Encodes and frames one message. Throws when a payload value cannot be serialized. */
  encode(message: OutgoingMessage): Buffer;
  /** Pre-encoded Ping: keep-alives go to every idle connection, so it is never re-encoded. */
  readonly ping: Buffer;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Short, safe rendering of a peer-supplied value for an error message sent back to it. */
export function describe(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = typeof value;
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
