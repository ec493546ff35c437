/**
 * Thrown by a hub method to report a failure to the calling client. Its message is sent verbatim,
 * unlike any other error, whose details stay on the server (they may leak internals).
 */
export class HubError extends Error {
  override readonly name = 'HubError';
}

/**
 * The peer broke the wire protocol (bad framing, undecodable or invalid message). The connection
 * cannot be trusted to stay in sync afterwards, so it is closed with `message` as the Close error.
 */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';

  constructor(
    message: string,
    /** WebSocket close code used after the Close message. */
    readonly closeCode: number = 1002,
  ) {
    super(message);
  }
}
