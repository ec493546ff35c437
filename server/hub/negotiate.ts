import { randomBytes } from 'node:crypto';

/** Highest negotiate version we speak; version 1 added the secret connectionToken. */
const MAX_NEGOTIATE_VERSION = 1;

/** Bounds memory if negotiate is called in a loop without ever connecting. */
const MAX_PENDING_TOKENS = 100_000;

/** Only WebSockets: the other transports are not implemented (see ADR 0002). */
const AVAILABLE_TRANSPORTS = [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }] as const;

export function newConnectionId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The version the client asked for in `?negotiateVersion=`, capped at ours. A missing value means
 * 0 (per TransportProtocols.md); undefined means the value is malformed.
 */
export function parseNegotiateVersion(raw: unknown): number | undefined {
  if (raw === undefined) return 0;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return undefined;
  return Math.min(Number(raw), MAX_NEGOTIATE_VERSION);
}

export interface NegotiateResponse {
  readonly negotiateVersion: number;
  readonly connectionId: string;
  readonly connectionToken?: string;
  readonly availableTransports: typeof AVAILABLE_TRANSPORTS;
}

interface Pending {
  readonly connectionId: string;
  readonly expiresAt: number;
}

/**
 * Tokens handed out by negotiate and not yet used by a WebSocket. Single use and short-lived,
 * so a leaked token (e.g. in a proxy log, as it travels in the query string) is useless.
 */
export class ConnectionTokenStore {
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly ttlMs: number) {}

  get size(): number {
    return this.pending.size;
  }

  /** @returns undefined when too many tokens are outstanding. */
  issue(version: number, now: number): NegotiateResponse | undefined {
    if (this.pending.size >= MAX_PENDING_TOKENS) {
      this.sweep(now);
      if (this.pending.size >= MAX_PENDING_TOKENS) return undefined;
    }
    const connectionId = newConnectionId();
    const expiresAt = now + this.ttlMs;
    if (version === 0) {
      // Version 0 has no token: the client puts the connection id itself in `?id=`.
      this.pending.set(connectionId, { connectionId, expiresAt });
      return { negotiateVersion: 0, connectionId, availableTransports: AVAILABLE_TRANSPORTS };
    }
    const connectionToken = randomBytes(32).toString('base64url');
    this.pending.set(connectionToken, { connectionId, expiresAt });
    return { negotiateVersion: version, connectionId, connectionToken, availableTransports: AVAILABLE_TRANSPORTS };
  }

  /** @returns the connection id the token was issued for, or undefined if unknown/expired/used. */
  consume(token: string, now: number): string | undefined {
    const entry = this.pending.get(token);
    if (entry === undefined) return undefined;
    this.pending.delete(token);
    return entry.expiresAt > now ? entry.connectionId : undefined;
  }

  sweep(now: number): void {
    for (const [token, entry] of this.pending) {
      if (entry.expiresAt <= now) this.pending.delete(token);
    }
  }

  clear(): void {
    this.pending.clear();
  }
}
