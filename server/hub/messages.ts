/** Hub message type ids from the SignalR Hub Protocol spec (HubProtocol.md). */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

export interface InvocationMessage {
  readonly type: typeof MessageType.Invocation;
  /** Absent for a non-blocking invocation, which must get no Completion. */
  readonly invocationId: string | undefined;
  readonly target: string;
  readonly arguments: readonly unknown[];
  /** Client-to-server streams; not supported, but must be recognised to reject them. */
  readonly streamIds: readonly string[];
}

export interface StreamInvocationMessage {
  readonly type: typeof MessageType.StreamInvocation;
  readonly invocationId: string;
  readonly target: string;
  readonly arguments: readonly unknown[];
}

/** Messages a client may send. Payloads we never act on keep only what validation needs. */
export type IncomingMessage =
  | InvocationMessage
  | StreamInvocationMessage
  | { readonly type: typeof MessageType.StreamItem; readonly invocationId: string }
  | { readonly type: typeof MessageType.Completion; readonly invocationId: string }
  | { readonly type: typeof MessageType.CancelInvocation; readonly invocationId: string }
  | { readonly type: typeof MessageType.Ping }
  | { readonly type: typeof MessageType.Close; readonly error: string | undefined }
  | { readonly type: typeof MessageType.Ack | typeof MessageType.Sequence; readonly sequenceId: number };

export type InvocationOutcome =
  | { readonly kind: 'void' }
  | { readonly kind: 'result'; readonly value: unknown }
  | { readonly kind: 'error'; readonly message: string };

/** Messages the server sends. */
export type OutgoingMessage =
  | { readonly type: typeof MessageType.Invocation; readonly target: string; readonly arguments: readonly unknown[] }
  | { readonly type: typeof MessageType.Completion; readonly invocationId: string; readonly outcome: InvocationOutcome }
  | { readonly type: typeof MessageType.Ping }
  | { readonly type: typeof MessageType.Close; readonly error?: string | undefined; readonly allowReconnect?: boolean | undefined };

/** The spec lets a callee bound invocation ids; an unbounded id would be echoed back verbatim. */
export const MAX_INVOCATION_ID_LENGTH = 256;
