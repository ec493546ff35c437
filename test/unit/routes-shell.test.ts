import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { adminConfigResponseSchema, settingsOptionsSchema } from '../../schemas/content.ts';
import { check } from '../../schemas/validate.ts';
import { DEFAULT_ADMIN_CONFIG } from '../../server/content/admin-config.ts';
import { installContent } from '../../server/content/index.ts';
import { adminConfigMissing, adminConfigNoticeKind, configurationPending, loadConfiguration } from '../../src/app/config/configuration.ts';
import type { ConfigurationState } from '../../src/app/config/configuration.ts';
import { KEPT_QUERY_PARAMS, stripQuery } from '../../src/app/query/query-params.ts';
import { focusMainContent, SKIP_TABINDEX_MS } from '../../src/app/shell/skip-link.tsx';

afterEach(() => vi.useRealTimers());

const fresh = (): ConfigurationState => ({ adminStatus: 'pending', admin: null, optionsStatus: 'pending', options: null });

async function houseFetch(dataDir: string) {
  const app = Fastify();
  await installContent(app, { clientDir: dataDir, dataDir });
  const fetcher = (async (url: string) => {
    const response = await app.inject({ url });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { app, fetcher };
}

describe('app shell rules', () => {
  test('[SCR-14] loading until both configuration statuses are no longer pending', () => {
    expect(configurationPending({ adminStatus: 'pending', optionsStatus: 'pending' })).toBe(true);
    expect(configurationPending({ adminStatus: 'fulfilled', optionsStatus: 'pending' })).toBe(true);
    expect(configurationPending({ adminStatus: 'pending', optionsStatus: 'rejected' })).toBe(true);
    expect(configurationPending({ adminStatus: 'fulfilled', optionsStatus: 'rejected' })).toBe(false);
    expect(configurationPending({ adminStatus: 'rejected', optionsStatus: 'fulfilled' })).toBe(false);
  });

  test('[SCR-14] [ROL-14] the house serves a real admin configuration and the settings choices; both statuses resolve', async () => {
    const { app, fetcher } = await houseFetch(mkdtempSync(path.join(tmpdir(), 'cfg-')));
    const raw = await app.inject({ url: '/api/admin/config/get' });
    expect(check(adminConfigResponseSchema, raw.json()).ok).toBe(true);
    expect(check(settingsOptionsSchema, (await app.inject({ url: '/api/settings/options' })).json()).ok).toBe(true);

    const state = fresh();
    await loadConfiguration(fetcher, state);
    expect(state.adminStatus).toBe('fulfilled');
    expect(state.admin).toEqual(DEFAULT_ADMIN_CONFIG);
    expect(state.optionsStatus).toBe('fulfilled');
    expect(state.options?.OddFormats).toEqual(['decimal', 'hongkong', 'indonesian', 'american', 'fractional', 'malay']);
    expect(adminConfigMissing(state)).toBe(false);
    await app.close();
  });

  test("[ROL-14] [ERR-06] an invalid operator file means 'no admin configuration'; so does an unreachable house", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    writeFileSync(path.join(dataDir, 'admin-config.json'), JSON.stringify({ SiteName: 'x' }));
    const { app, fetcher } = await houseFetch(dataDir);
    const state = fresh();
    await loadConfiguration(fetcher, state);
    expect([state.adminStatus, state.admin]).toEqual(['fulfilled', null]);
    expect(adminConfigMissing(state)).toBe(true);
    await app.close();

    const offline = fresh();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadConfiguration((async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch, offline);
    warn.mockRestore();
    expect([offline.adminStatus, offline.optionsStatus]).toEqual(['rejected', 'rejected']);
    expect(configurationPending(offline)).toBe(false);
    expect(adminConfigMissing(offline)).toBe(true);
  });

  test('[ERR-06] the missing-configuration notice is a modal on Mac and iPhone, otherwise an alert', () => {
    expect(adminConfigNoticeKind('MacIntel', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('modal');
    expect(adminConfigNoticeKind('iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('modal');
    expect(adminConfigNoticeKind('Win32', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('alert');
    expect(adminConfigNoticeKind('Linux x86_64', 'Mozilla/5.0 (X11; Linux x86_64)')).toBe('alert');
    expect(adminConfigNoticeKind('Linux armv8l', 'Mozilla/5.0 (Linux; Android 14)')).toBe('alert');
  });

  test('[SCR-15] skip to content focuses the main area and removes its tabindex after 1000 ms', () => {
    vi.useFakeTimers();
    const attributes = new Map<string, string>();
    const main = {
      setAttribute: (k: string, v: string) => void attributes.set(k, v),
      removeAttribute: (k: string) => void attributes.delete(k),
      focus: vi.fn(),
    } as unknown as HTMLElement;
    focusMainContent(main);
    expect(main.focus).toHaveBeenCalledOnce();
    expect(attributes.get('tabindex')).toBe('-1');
    vi.advanceTimersByTime(SKIP_TABINDEX_MS - 1);
    expect(attributes.has('tabindex')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(attributes.has('tabindex')).toBe(false);
    expect(SKIP_TABINDEX_MS).toBe(1000);
  });

  test('[RTE-35] query parameters are read into state and stripped, except on set-password', () => {
    expect(stripQuery(['promotions'], '?bonus=netent&btag=42')).toEqual({ read: { bonus: 'netent', btag: '42' }, search: '' });
    expect(stripQuery([], '?a=1')).toEqual({ read: { a: '1' }, search: '' });
    expect(stripQuery(['set-password'], '?token=abc')).toBeNull();
    expect(stripQuery(['Set-Password'], '?token=abc')).toBeNull();
    expect(stripQuery(['live'], '')).toBeNull();
    // The documented page switches survive (README "Page switches").
    expect(KEPT_QUERY_PARAMS).toEqual(['protocol', 'worker']);
    expect(stripQuery(['live'], '?worker=off&x=1')).toEqual({ read: { worker: 'off', x: '1' }, search: '?worker=off' });
  });
});
