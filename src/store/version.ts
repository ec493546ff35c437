/**
 * Version check (SPEC STA-57…STA-60, CON-01, ERR-03, ERR-04). The house serves a hash of the built
 * client; a tab that runs an older build clears its caches and reloads at start, and a tab left open
 * is told by the refresh modal (SCR-45) when a new build is deployed.
 */
import { VERSION_PATH } from '../../schemas/content.ts';
import { openModal } from './modal-store.ts';

/** CON-01. */
export const VERSION_TIMEOUT_MS = 1000;
export const CACHE_CLEAR_TIMEOUT_MS = 3000;
export const VERSION_RECHECK_MS = 300_000;

/** ENT-62: the local storage key. */
export const VERSION_STORAGE_KEY = 'versionHash';

/** Search-engine crawlers get the page as is: no version round trip, no reload (STA-57). */
const SEARCH_BOT = /bot\b|googlebot|bingbot|slurp|duckduckbot|baiduspider|yandex|sogou|exabot|applebot|petalbot|seznambot|naver|crawler|spider/i;

export function isSearchEngineBot(userAgent: string): boolean {
  return SEARCH_BOT.test(userAgent);
}

export type VersionDeps = {
  /** GET the house's hash (API-58: `{ data: hash }`); must honour the abort signal. */
  fetchHash(signal: AbortSignal): Promise<string | null>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  clearCaches(): Promise<void>;
  reload(): void;
  showRefreshModal(): void;
  log(message: string, error?: unknown): void;
};

export type StartOutcome = 'skipped' | 'unavailable' | 'saved' | 'unchanged' | 'reloading';
export type RecheckOutcome = 'unavailable' | 'saved' | 'unchanged' | 'changed';

const TIMED_OUT = Symbol('timed out');

function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createVersionCheck(deps: VersionDeps) {
  /** A newer hash seen by a re-check, saved when the player refreshes. */
  let pending: string | null = null;

  const read = (): string | null => {
    try {
      return deps.storage?.getItem(VERSION_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const save = (hash: string) => {
    try {
      deps.storage?.setItem(VERSION_STORAGE_KEY, hash);
    } catch (error) {
      deps.log('version: could not store the hash', error);
    }
  };

  /** ERR-03: a slow or failed request is logged and treated as "no version". */
  async function fetchHash(): Promise<string | null> {
    const controller = new AbortController();
    try {
      const result = await within(deps.fetchHash(controller.signal), VERSION_TIMEOUT_MS);
      if (result === TIMED_OUT) {
        controller.abort();
        deps.log(`version: no answer within ${VERSION_TIMEOUT_MS} ms`);
        return null;
      }
      return result;
    } catch (error) {
      deps.log('version: request failed', error);
      return null;
    }
  }

  /** ERR-04: clearing may hang (a busy Cache Storage); after 3 s the reload goes ahead anyway. */
  async function clearCaches(): Promise<void> {
    try {
      const result = await within(deps.clearCaches(), CACHE_CLEAR_TIMEOUT_MS);
      if (result === TIMED_OUT) deps.log(`version: cache clear took over ${CACHE_CLEAR_TIMEOUT_MS} ms`);
    } catch (error) {
      deps.log('version: cache clear failed', error);
    }
  }

  /** The house's hash against the stored one; the first hash ever seen is stored. */
  async function compare(): Promise<{ outcome: 'unavailable' | 'saved' | 'unchanged' } | { outcome: 'changed'; hash: string }> {
    const hash = await fetchHash();
    if (hash === null) return { outcome: 'unavailable' };
    const stored = read();
    if (stored === null) {
      save(hash);
      return { outcome: 'saved' };
    }
    return stored === hash ? { outcome: 'unchanged' } : { outcome: 'changed', hash };
  }

  return {
    /** STA-57…STA-59. */
    async start(userAgent: string): Promise<StartOutcome> {
      if (isSearchEngineBot(userAgent)) return 'skipped';
      const result = await compare();
      if (result.outcome !== 'changed') return result.outcome;
      await clearCaches();
      save(result.hash);
      deps.reload();
      return 'reloading';
    },

    /** STA-60: one re-check; a new hash opens the refresh modal. */
    async recheck(): Promise<RecheckOutcome> {
      const result = await compare();
      if (result.outcome !== 'changed') return result.outcome;
      const hash = result.hash;
      if (pending !== hash) {
        pending = hash;
        deps.showRefreshModal();
      }
      return 'changed';
    },

    /** Re-checks every 5 minutes; returns the stop function. */
    schedule(): () => void {
      const timer = setInterval(() => void this.recheck(), VERSION_RECHECK_MS);
      return () => clearInterval(timer);
    },

    /** SCR-45's Refresh button: clear caches, remember the new hash (so the next start does not reload again), reload. */
    async refresh(): Promise<void> {
      await clearCaches();
      if (pending) save(pending);
      deps.reload();
    },
  };
}

export type VersionCheck = ReturnType<typeof createVersionCheck>;

async function clearBrowserCaches(): Promise<void> {
  if (typeof caches !== 'undefined') {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
  const registrations = (await navigator.serviceWorker?.getRegistrations?.()) ?? [];
  await Promise.all(registrations.map((r) => r.unregister()));
}

let instance: VersionCheck | null = null;

function browserVersionCheck(): VersionCheck {
  instance ??= createVersionCheck({
    async fetchHash(signal) {
      const response = await fetch(VERSION_PATH, { credentials: 'include', cache: 'no-store', signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body: unknown = await response.json();
      const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
      return typeof data === 'string' && data.length > 0 ? data : null;
    },
    storage: typeof localStorage === 'undefined' ? undefined : localStorage,
    clearCaches: clearBrowserCaches,
    reload: () => location.reload(),
    showRefreshModal: () => openModal('refreshCacheModal'),
    log: (message, error) => console.warn(message, error ?? ''),
  });
  return instance;
}

/** Called once from main.tsx: the start check, then the 5-minute re-checks. */
export async function startVersionCheck(): Promise<StartOutcome> {
  const check = browserVersionCheck();
  const outcome = await check.start(navigator.userAgent);
  if (outcome !== 'skipped' && outcome !== 'reloading') check.schedule();
  return outcome;
}

export function refreshClient(): Promise<void> {
  return browserVersionCheck().refresh();
}
