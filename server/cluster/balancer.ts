/**
 * A tiny load balancer for `npm run cluster` and the cluster tests (issue #20, docs/decisions/0043
 * "Load balancing"): one origin in front of the nodes, so the page's cookies, its CSP
 * (`connect-src 'self'`) and the SignalR client stay as they are. Production puts a real load
 * balancer there; this one is @fastify/http-proxy (HTTP through @fastify/reply-from, WebSockets
 * through ws) with a health check and a round-robin choice around it.
 *
 * - Each request, and each WebSocket upgrade (the hub at /hubs/feed, which clients reach with
 *   skipNegotiation), goes to the next upstream whose last health check (GET `healthPath` every
 *   `checkMs`) passed. An upstream that refused a connection, or whose socket dropped without a close
 *   frame, counts as dead at once, until a check passes again: a new connection never goes to a node
 *   seen dead. With none up the answer is 503 `try-again` (also to an upgrade).
 * - A proxied WebSocket is not reconnected (the library's `wsReconnect` stays off): a hub
 *   connection has handshake state on its node, so when the node dies the client's socket closes,
 *   and the client reconnects through here, lands on a live node and resumes its topics with a tail.
 * - No retries: a request that failed on its node is answered with 503 `try-again` when it never
 *   reached it (connection refused) or is a GET or HEAD, 502 `internal` otherwise; nothing is sent
 *   twice (a bet is placed once, or the client is told it may not have been).
 * - Headers: Host and Origin pass unchanged (the nodes' same-origin and CSRF checks compare them);
 *   X-Forwarded-For is set to the client's socket address and X-Forwarded-Proto to http, replacing
 *   whatever the client sent, and a client's X-Forwarded-Host and Forwarded are dropped: this proxy
 *   is the edge, and the nodes believe it (TRUSTED_PROXIES=127.0.0.1). Each HTTP answer names its
 *   node in X-Upstream (a demo proxy's convenience; a real one would not tell).
 */
import type { ClientRequest } from 'node:http';
import Fastify, { type FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import type { ClientOptions, WebSocket } from 'ws';
import { ERROR_CODES } from '../../schemas/errors.ts';

export type BalancerOptions = {
  /** The nodes, e.g. http://127.0.0.1:8081. */
  upstreams: string[];
  host: string;
  /** 0: any free port. */
  port: number;
  healthPath?: string;
  checkMs?: number;
  /** Told when a node goes down or comes back. */
  log?: (message: string) => void;
};

export type Balancer = {
  /** Where clients connect, e.g. http://127.0.0.1:8080 (localhost for a wildcard host). */
  url: string;
  close(): Promise<void>;
  /** The upstreams counted up now, in the order given. */
  healthy(): string[];
};

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const { healthPath = '/api/health', checkMs = 1000, log = () => {} } = options;
  const upstreams = options.upstreams.map((u) => new URL(u).origin);
  if (upstreams.length === 0) throw new Error('startBalancer: no upstreams');
  const up = new Set<string>();
  /** When each upstream was last counted down: a check that started before then cannot bring it back. */
  const downAt = new Map<string, number>();
  const setUp = (upstream: string, ok: boolean, why: string, checkStarted = Infinity) => {
    if (ok && (downAt.get(upstream) ?? -Infinity) >= checkStarted) return;
    if (!ok) downAt.set(upstream, performance.now());
    if (ok === up.has(upstream)) return;
    if (ok) up.add(upstream);
    else up.delete(upstream);
    log(`${upstream} is ${ok ? 'up' : 'down'} (${why})`);
  };

  const check = (upstream: string) => {
    const started = performance.now();
    return fetch(upstream + healthPath, { signal: AbortSignal.timeout(Math.max(checkMs, 2_000)) }).then(
      async (response) => {
        await response.body?.cancel();
        setUp(upstream, response.ok, `health check: HTTP ${response.status}`, started);
      },
      (error: unknown) => setUp(upstream, false, `health check: ${String((error as { cause?: unknown }).cause ?? error)}`),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const checkAll = async (): Promise<void> => {
    await Promise.all(upstreams.map(check));
    if (!stopped) timer = setTimeout(() => void checkAll(), checkMs);
  };
  await checkAll();

  let turn = 0;
  const chosen = new WeakMap<object, string>(); // request → its upstream
  const next = (): string | undefined => {
    const live = upstreams.filter((u) => up.has(u));
    return live.length === 0 ? undefined : live[turn++ % live.length];
  };
  type Reply = { code(status: number): { header(name: string, value: string): { send(body: unknown): unknown } } };
  const tryAgain = (reply: Reply, message: string) => reply.code(503).header('retry-after', '1').send({ error: ERROR_CODES.tryAgain, message });
  const forwarded = (request: { socket: { remoteAddress?: string | undefined } }) => ({
    'x-forwarded-for': request.socket.remoteAddress ?? '',
    'x-forwarded-proto': 'http',
  });

  const wsClientOptions: ClientOptions & { rewriteRequestHeaders: (headers: Record<string, string>, request: FastifyRequest) => Record<string, string> } = {
    rewriteRequestHeaders: (headers, request) => {
      const { cookie, origin, host, 'user-agent': userAgent } = request.headers;
      return { ...headers, ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}), host: host ?? '', ...forwarded(request) };
    },
    // An upstream socket that failed to open, or dropped without a close frame (1006): its node is
    // dead, or as good as, until a health check says otherwise.
    finishRequest: (request: ClientRequest, target: WebSocket) => {
      target.once('close', (code) => {
        if (code === 1006) setUp(`http://${new URL(target.url).host}`, false, 'WebSocket dropped');
      });
      // A refused upgrade (the node's 403 for a foreign Origin): the library closes the client's
      // socket; this frees ours to the node.
      request.once('response', (response) => {
        response.resume();
        request.destroy();
      });
      request.end();
    },
  };

  const app = Fastify({ logger: false });
  await app.register(httpProxy, {
    upstream: '',
    websocket: true,
    wsClientOptions,
    preHandler: async (request, reply) => {
      const upstream = next();
      if (upstream === undefined) return tryAgain(reply, 'No node of the house is up; try again in a few seconds.');
      chosen.set(request, upstream);
    },
    replyOptions: {
      getUpstream: (request) => chosen.get(request)!,
      retryDelay: () => null,
      rewriteRequestHeaders: (request, headers) => {
        const { 'x-forwarded-host': _host, forwarded: _forwarded, ...rest } = headers;
        return { ...rest, host: request.headers.host ?? '', ...forwarded(request) };
      },
      rewriteHeaders: (headers, request) => ({ ...headers, 'x-upstream': (request && chosen.get(request)) ?? '' }),
      onError: (reply, { error }) => {
        const upstream = chosen.get(reply.request)!;
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? error.message;
        setUp(upstream, false, `request failed: ${cause}`);
        // Refused: it never reached the node. A GET or HEAD is safe to send again whatever happened.
        const method = reply.request.method;
        if (cause === 'ECONNREFUSED' || method === 'GET' || method === 'HEAD') return void tryAgain(reply, `The node ${upstream} is down; try again.`);
        void reply.code(502).send({ error: ERROR_CODES.internal, message: `The node ${upstream} failed during the request (${cause}).` });
      },
    },
  });
  const address = await app.listen({ host: options.host, port: options.port });
  const port = new URL(address).port;
  const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    healthy: () => upstreams.filter((u) => up.has(u)),
    async close() {
      stopped = true;
      clearTimeout(timer);
      await app.close();
    },
  };
}
