import { ProtocolError } from './errors.ts';
import { RECORD_SEPARATOR, RecordSeparatedReader } from './framing.ts';
import { MAX_INVOCATION_ID_LENGTH, MessageType } from './messages.ts';
import type { IncomingMessage, OutgoingMessage } from './messages.ts';
import { describe, isRecord } from './protocol.ts';
import type { HubProtocol } from './protocol.ts';

const SEPARATOR = String.fromCharCode(RECORD_SEPARATOR);

function invocationId(value: unknown, required: boolean): string | undefined {
  // The JS client omits the id for non-blocking calls; other clients send null.
  if (value === undefined || value === null) {
    if (required) throw new ProtocolError("Missing required property 'invocationId'.");
    return undefined;
  }
  if (typeof value !== 'string' || value === '') throw new ProtocolError("Property 'invocationId' must be a non-empty string.");
  if (value.length > MAX_INVOCATION_ID_LENGTH) throw new ProtocolError('Invocation id is too long.');
  return value;
}

function target(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new ProtocolError("Property 'target' must be a non-empty string.");
  return value;
}

function args(value: unknown): readonly unknown[] {
  if (!Array.isArray(value)) throw new ProtocolError("Property 'arguments' must be an array.");
  return value;
}

function streamIds(value: unknown): readonly string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) {
    throw new ProtocolError("Property 'streamIds' must be an array of strings.");
  }
  return value as string[];
}

export function decodeJsonMessage(text: string): IncomingMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ProtocolError('Message is not valid JSON.');
  }
  if (!isRecord(value)) throw new ProtocolError('Message must be a JSON object.');
  const type = value['type'];
  switch (type) {
    case MessageType.Invocation:
      return {
        type,
        invocationId: invocationId(value['invocationId'], false),
        target: target(value['target']),
        arguments: args(value['arguments']),
        streamIds: streamIds(value['streamIds']),
      };
    case MessageType.StreamInvocation:
      return {
        type,
        invocationId: invocationId(value['invocationId'], true) ?? '',
        target: target(value['target']),
        arguments: args(value['arguments']),
      };
    case MessageType.StreamItem:
    case MessageType.CancelInvocation:
      return { type, invocationId: invocationId(value['invocationId'], true) ?? '' };
    case MessageType.Completion:
      if (value['error'] !== undefined && value['result'] !== undefined) {
        throw new ProtocolError('A Completion message must not have both a result and an error.');
      }
      return { type, invocationId: invocationId(value['invocationId'], true) ?? '' };
    case MessageType.Ping:
      return { type };
    case MessageType.Close: {
      const error = value['error'];
      return { type, error: typeof error === 'string' ? error : undefined };
    }
    case MessageType.Ack:
    case MessageType.Sequence: {
      const sequenceId = value['sequenceId'];
      if (typeof sequenceId !== 'number') throw new ProtocolError("Property 'sequenceId' must be a number.");
      return { type, sequenceId };
    }
    default:
      throw new ProtocolError(`Unknown message type ${describe(type)}.`);
  }
}

/** The wire object of an outgoing message; property order follows the spec's examples. */
function toJsonObject(message: OutgoingMessage): object {
  switch (message.type) {
    case MessageType.Invocation:
      return { type: message.type, target: message.target, arguments: message.arguments };
    case MessageType.Completion: {
      const { outcome } = message;
      if (outcome.kind === 'error') return { type: message.type, invocationId: message.invocationId, error: outcome.message };
      if (outcome.kind === 'result') return { type: message.type, invocationId: message.invocationId, result: outcome.value };
      return { type: message.type, invocationId: message.invocationId };
    }
    case MessageType.Ping:
      return { type: message.type };
    case MessageType.Close: {
      const close: { type: number; error?: string; allowReconnect?: boolean } = { type: message.type };
      if (message.error !== undefined) close.error = message.error;
      if (message.allowReconnect !== undefined) close.allowReconnect = message.allowReconnect;
      return close;
    }
  }
}

export function encodeJsonMessage(message: OutgoingMessage): Buffer {
  return Buffer.from(JSON.stringify(toJsonObject(message)) + SEPARATOR, 'utf8');
}

export const jsonProtocol: HubProtocol = {
  name: 'json',
  binary: false,
  createReader: (maxMessageBytes) => new RecordSeparatedReader(maxMessageBytes),
  // toString replaces invalid UTF-8 (possible in binary frames), and JSON.parse then decides.
  decode: (body) => decodeJsonMessage(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8')),
  encode: encodeJsonMessage,
  ping: encodeJsonMessage({ type: MessageType.Ping }),
};
