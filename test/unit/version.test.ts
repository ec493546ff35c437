import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { versionResponseSchema } from '../../schemas/content.ts';
import { check } from '../../schemas/validate.ts';
import { installContent } from '../../server/content/index.ts';
import {
  CACHE_CLEAR_TIMEOUT_MS,
  createVersionCheck,
  isSearchEngineBot,
  VERSION_RECHECK_MS,
  VERSION_STORAGE_KEY,
  VERSION_TIMEOUT_MS,
} from '../../src/store/version.ts';
import type { VersionDeps } from '../../src/store/version.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

type Options = {
  hashes?: (string | null | 'hang')[];
  storage?: ReturnType<typeof memory>;
  fetchHash?: VersionDeps['fetchHash'];
  clearCaches?: () => Promise<void>;
};

function deps(options: Options = {}) {
  const hashes = options.hashes ?? ['h1'];
  let call = 0;
  const signals: AbortSignal[] = [];
  const d = {
    fetchHash: vi.fn(
      options.fetchHash ??
        ((signal: AbortSignal) => {
          signals.push(signal);
          const next = hashes[Math.min(call++, hashes.length - 1)];
          return next === 'hang' ? new Promise<string | null>(() => {}) : Promise.resolve(next ?? null);
        }),
    ),
    storage: options.storage ?? memory(),
    clearCaches: vi.fn(options.clearCaches ?? (async () => undefined)),
    reload: vi.fn(),
    showRefreshModal: vi.fn(),
    log: vi.fn(),
  } satisfies VersionDeps;
  return { d, signals };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('version check', () => {
  test('[CON-01] 1000 ms version timeout, 3000 ms cache-clear timeout, 300000 ms re-check', () => {
    expect([VERSION_TIMEOUT_MS, CACHE_CLEAR_TIMEOUT_MS, VERSION_RECHECK_MS]).toEqual([1000, 3000, 300_000]);
    expect(VERSION_STORAGE_KEY).toBe('versionHash');
  });

  test('[STA-57] search-engine bots skip the check entirely', async () => {
    const { d } = deps();
    expect(isSearchEngineBot(GOOGLEBOT)).toBe(true);
    expect(isSearchEngineBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isSearchEngineBot(CHROME)).toBe(false);
    expect(await createVersionCheck(d).start(GOOGLEBOT)).toBe('skipped');
    expect(d.fetchHash).not.toHaveBeenCalled();
  });

  test('[STA-57] [ERR-03] a request with no answer within 1 s is aborted, logged and treated as no version', async () => {
    const { d, signals } = deps({ hashes: ['hang'] });
    const outcome = createVersionCheck(d).start(CHROME);
    await vi.advanceTimersByTimeAsync(VERSION_TIMEOUT_MS - 1);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('unavailable');
    expect(signals[0]?.aborted).toBe(true);
    expect(d.log).toHaveBeenCalledWith(expect.stringContaining('1000 ms'));
    expect(d.storage.data.size).toBe(0);
    expect(d.reload).not.toHaveBeenCalled();
  });

  test('[ERR-03] a failed request is logged only', async () => {
    const { d } = deps({ fetchHash: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await createVersionCheck(d).start(CHROME)).toBe('unavailable');
    expect(d.log).toHaveBeenCalledWith('version: request failed', expect.any(Error));
  });

  test('[STA-58] with none stored, the hash is saved and nothing else happens', async () => {
    const { d } = deps({ hashes: ['abc'] });
    expect(await createVersionCheck(d).start(CHROME)).toBe('saved');
    expect(d.storage.getItem('versionHash')).toBe('abc');
    expect(d.clearCaches).not.toHaveBeenCalled();
    expect(d.reload).not.toHaveBeenCalled();
  });

  test('[STA-59] a different hash clears caches, saves the hash and force-reloads', async () => {
    const { d } = deps({ hashes: ['new'], storage: memory({ versionHash: 'old' }) });
    const order: string[] = [];
    d.clearCaches.mockImplementation(async () => void order.push('clear'));
    d.reload.mockImplementation(() => order.push(`reload:${d.storage.getItem('versionHash')}`));
    expect(await createVersionCheck(d).start(CHROME)).toBe('reloading');
    expect(order).toEqual(['clear', 'reload:new']);
  });

  test('[STA-59] [ERR-04] a cache clear that hangs is logged after 3 s and the reload goes ahead', async () => {
    const { d } = deps({ hashes: ['new'], storage: memory({ versionHash: 'old' }), clearCaches: vi.fn(() => new Promise<void>(() => {})) });
    const outcome = createVersionCheck(d).start(CHROME);
    await vi.advanceTimersByTimeAsync(CACHE_CLEAR_TIMEOUT_MS - 1);
    expect(d.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('reloading');
    expect(d.log).toHaveBeenCalledWith(expect.stringContaining('3000 ms'));
    expect(d.reload).toHaveBeenCalledOnce();
  });

  test('[STA-59] the same hash changes nothing', async () => {
    const { d } = deps({ hashes: ['same'], storage: memory({ versionHash: 'same' }) });
    expect(await createVersionCheck(d).start(CHROME)).toBe('unchanged');
    expect(d.reload).not.toHaveBeenCalled();
  });

  test('[STA-60] every 5 minutes it re-checks; a change shows the refresh modal once, and Refresh saves and reloads', async () => {
    const { d } = deps({ hashes: ['v1', 'v1', 'v2', 'v2'] });
    const check = createVersionCheck(d);
    expect(await check.start(CHROME)).toBe('saved');
    const stop = check.schedule();

    await vi.advanceTimersByTimeAsync(VERSION_RECHECK_MS - 1);
    expect(d.fetchHash).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(d.fetchHash).toHaveBeenCalledTimes(2);
    expect(d.showRefreshModal).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(VERSION_RECHECK_MS);
    expect(d.showRefreshModal).toHaveBeenCalledOnce();
    // Told once per new version, not every 5 minutes.
    await vi.advanceTimersByTimeAsync(VERSION_RECHECK_MS);
    expect(d.fetchHash).toHaveBeenCalledTimes(4);
    expect(d.showRefreshModal).toHaveBeenCalledOnce();
    expect(d.storage.getItem('versionHash')).toBe('v1');

    await check.refresh();
    expect(d.clearCaches).toHaveBeenCalledOnce();
    expect(d.storage.getItem('versionHash')).toBe('v2');
    expect(d.reload).toHaveBeenCalledOnce();
    stop();
    await vi.advanceTimersByTimeAsync(VERSION_RECHECK_MS * 3);
    expect(d.fetchHash).toHaveBeenCalledTimes(4);
  });
});

describe('the house serves the version', () => {
  test('[API-58] GET /api/version answers { data: hash } of the built client, and a rebuild changes it', async () => {
    vi.useRealTimers();
    const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
    const app = Fastify();
    await installContent(app, { clientDir, dataDir: clientDir });

    const missing = await app.inject({ url: '/api/version' });
    expect(missing.statusCode).toBe(404);

    writeFileSync(path.join(clientDir, 'index.html'), '<script src="/assets/index-aaaa.js"></script>');
    const first = await app.inject({ url: '/api/version' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const parsed = check(versionResponseSchema, first.json());
    expect(parsed.ok).toBe(true);

    writeFileSync(path.join(clientDir, 'index.html'), '<script src="/assets/index-bbbbbb.js"></script>');
    const second = await app.inject({ url: '/api/version' });
    expect(second.json().data).not.toBe(first.json().data);
    await app.close();
  });
});
