/**
 * One browser-test file's world: Chromium and a house (with `env`) started side by side before the
 * file's tests and stopped after them, and a check after each test that no page it watched threw.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { Browser as HttpClient } from '../fixtures/accounts-client.ts';
import { launchChromium, VIEWPORTS } from './browser.ts';
import { startHouse, type HouseProcess } from './house-process.ts';

export type BrowserSuite = {
  readonly browser: Browser;
  readonly house: HouseProcess;
  /** Records the page's uncaught errors; the test fails on any after it ends. */
  watch(page: Page): Page;
  /** A watched page of the given size. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /** Calls a test hook (HOUSE_TEST_HOOKS=1): a write like any other, so it carries the CSRF token. */
  hook(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
};

export function browserSuite(env: Record<string, string> = {}): BrowserSuite {
  let browser: Browser | undefined;
  let house: HouseProcess | undefined;
  const pageErrors: string[] = [];
  /** Pages a test opened with newPage: closed after it, so none keeps rendering live prices through the next tests. */
  const opened: Page[] = [];
  beforeAll(async () => {
    [browser, house] = await Promise.all([launchChromium(), startHouse(env)]);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.close().catch(() => undefined)));
    expect(pageErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await house?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser suite has not started (use it inside a test or hook)');
    return value;
  };
  const suite: BrowserSuite = {
    get browser() {
      return started(browser);
    },
    get house() {
      return started(house);
    },
    watch(page) {
      page.on('pageerror', (e) => pageErrors.push(e.message));
      return page;
    },
    async newPage(viewport = VIEWPORTS.desktop) {
      const page = await suite.browser.newPage({ viewport });
      opened.push(page);
      return suite.watch(page);
    },
    async hook(path, body) {
      const client = await new HttpClient(suite.house.url).ready();
      return client.post(path, body);
    },
  };
  return suite;
}
