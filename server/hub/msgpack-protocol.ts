import { Decoder, Encoder } from '@msgpack/msgpack';
import { ProtocolError } from './errors.ts';
import { LengthPrefixedReader, writeLengthPrefixed } from './framing.ts';
import { MAX_INVOCATION_ID_LENGTH, MessageType } from './messages.ts';
import type { IncomingMessage, OutgoingMessage } from './messages.ts';
import { describe, isRecord } from './protocol.ts';
import type { HubProtocol } from './protocol.ts';

/** Completion ResultKind values of the MessagePack encoding. */
const ResultKind = { Error: 1, Void: 2, NonVoid: 3 } as const;

// Shared instances: encoding and decoding are synchronous, and @msgpack/msgpack guards re-entrancy.
const encoder = new Encoder();
const decoder = new Decoder();

function headers(value: unknown): void {
  // Headers carry nothing we use, but a non-map there means the message is mis-shaped.
  if (!isRecord(value)) throw new ProtocolError('Message headers must be a map.');
}

function invocationId(value: unknown, required: boolean): string | undefined {
  if (value === null || value === undefined) {
    if (required) throw new ProtocolError('Missing invocation id.');
    return undefined;
  }
  if (typeof value !== 'string' || value === '') throw new ProtocolError('Invocation id must be a non-empty string.');
  if (value.length > MAX_INVOCATION_ID_LENGTH) throw new ProtocolError('Invocation id is too long.');
  return value;
}

function target(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new ProtocolError('Invocation target must be a non-empty string.');
  return value;
}

function args(value: unknown): readonly unknown[] {
  if (!Array.isArray(value)) throw new ProtocolError('Invocation arguments must be an array.');
  return value;
}

function streamIds(value: unknown): readonly string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) {
    throw new ProtocolError('Stream ids must be an array of strings.');
  }
  return value as string[];
}

function minLength(items: readonly unknown[], length: number, name: string): void {
  // Only a minimum: the spec lets later versions append fields that older peers ignore.
  if (items.length < length) throw new ProtocolError(`Invalid payload for ${name} message.`);
}

export function decodeMsgpackMessage(body: Uint8Array): IncomingMessage {
  let value: unknown;
  try {
    value = decoder.decode(body);
  } catch {
    throw new ProtocolError('Message is not valid MessagePack.');
  }
  if (!Array.isArray(value) || value.length === 0) throw new ProtocolError('Message must be a non-empty MessagePack array.');
  const items: readonly unknown[] = value;
  const type = items[0];
  switch (type) {
    case MessageType.Invocation:
      minLength(items, 5, 'Invocation');
      headers(items[1]);
      return {
        type,
        invocationId: invocationId(items[2], false),
        target: target(items[3]),
        arguments: args(items[4]),
        streamIds: streamIds(items[5]),
      };
    case MessageType.StreamInvocation:
      minLength(items, 5, 'StreamInvocation');
      headers(items[1]);
      return { type, invocationId: invocationId(items[2], true) ?? '', target: target(items[3]), arguments: args(items[4]) };
    case MessageType.StreamItem:
      minLength(items, 4, 'StreamItem');
      headers(items[1]);
      return { type, invocationId: invocationId(items[2], true) ?? '' };
    case MessageType.Completion: {
      minLength(items, 4, 'Completion');
      headers(items[1]);
      const kind = items[3];
      if (kind !== ResultKind.Error && kind !== ResultKind.Void && kind !== ResultKind.NonVoid) {
        throw new ProtocolError(`Invalid result kind ${describe(kind)}.`);
      }
      if (kind !== ResultKind.Void) minLength(items, 5, 'Completion');
      return { type, invocationId: invocationId(items[2], true) ?? '' };
    }
    case MessageType.CancelInvocation:
      minLength(items, 3, 'CancelInvocation');
      headers(items[1]);
      return { type, invocationId: invocationId(items[2], true) ?? '' };
    case MessageType.Ping:
      return { type };
    case MessageType.Close: {
      minLength(items, 2, 'Close');
      const error = items[1];
      return { type, error: typeof error === 'string' ? error : undefined };
    }
    case MessageType.Ack:
    case MessageType.Sequence: {
      minLength(items, 2, type === MessageType.Ack ? 'Ack' : 'Sequence');
      const sequenceId = items[1];
      if (typeof sequenceId !== 'number') throw new ProtocolError('Sequence id must be a number.');
      return { type, sequenceId };
    }
    default:
      throw new ProtocolError(`Unknown message type ${describe(type)}.`);
  }
}

const NO_HEADERS = {};
const NO_STREAMS: readonly string[] = [];

function toMsgpackArray(message: OutgoingMessage): unknown[] {
  switch (message.type) {
    case MessageType.Invocation:
      // StreamIds is written (empty) because the spec lists it; the JS client only needs 5 items.
      return [message.type, NO_HEADERS, null, message.target, message.arguments, NO_STREAMS];
    case MessageType.Completion: {
      const { outcome } = message;
      if (outcome.kind === 'error') return [message.type, NO_HEADERS, message.invocationId, ResultKind.Error, outcome.message];
      if (outcome.kind === 'result') return [message.type, NO_HEADERS, message.invocationId, ResultKind.NonVoid, outcome.value];
      return [message.type, NO_HEADERS, message.invocationId, ResultKind.Void];
    }
    case MessageType.Ping:
      return [message.type];
    case MessageType.Close:
      return message.allowReconnect === undefined
        ? [message.type, message.error ?? null]
        : [message.type, message.error ?? null, message.allowReconnect];
  }
}

export function encodeMsgpackMessage(message: OutgoingMessage): Buffer {
  // encodeSharedRef avoids one copy; writeLengthPrefixed copies into the frame right away.
  return writeLengthPrefixed(encoder.encodeSharedRef(toMsgpackArray(message)));
}

export const msgpackProtocol: HubProtocol = {
  name: 'messagepack',
  binary: true,
  createReader: (maxMessageBytes) => new LengthPrefixedReader(maxMessageBytes),
  decode: decodeMsgpackMessage,
  encode: encodeMsgpackMessage,
  ping: encodeMsgpackMessage({ type: MessageType.Ping }),
};
