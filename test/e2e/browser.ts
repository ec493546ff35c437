/** Debian's Chromium driven by playwright-core (a test tool's own browser download fails here). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium whose pages wait, on each goto and reload, until a page the house drew (it carries boot
 * data, docs/decisions/0044) has been hydrated (`html[data-ready]`): before that its buttons are
 * drawn but do nothing, and a test acts as a player who waits for the page to answer. A page the
 * house did not draw is returned as soon as it has loaded, so its loading views can be seen.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled === false) return context;
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitsForHydration(await newPage());
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => (options?.javaScriptEnabled === false ? newPage(options) : waitsForHydration(await newPage(options)));
  return browser;
}

/**
 * One Chromium for a browser-test file: launched before the file's tests, closed after them. The
 * returned function gives it to a test or hook.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error('Chromium has not started (use it inside a test or hook)');
    return browser;
  };
}

const HYDRATION_TIMEOUT_MS = 20_000;

function waitsForHydration(page: Page): Page {
  const hydrated = () =>
    page
      .waitForFunction(() => !document.getElementById('boot-data') || document.documentElement.dataset.ready === 'true', null, { timeout: HYDRATION_TIMEOUT_MS })
      // A page that navigates on by itself (a reload it asks for) is the test's to wait for.
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated();
    return response;
  };
  return page;
}

export const VIEWPORTS = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1920, height: 1080 },
} as const;

const shotsDir = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** Saves a full-page screenshot under test-results/screenshots/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(shotsDir, { recursive: true });
  const file = path.join(shotsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** Pixels the page overflows horizontally (0 when nothing sticks out). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Pages of `target` behave as in a browser without SharedWorker: each gets a dedicated feed worker
 * (the fallback, ADR 0032). For tests that watch the worker's socket from the page, which Playwright
 * sees for dedicated workers only, or that reload the only window.
 */
export async function withoutSharedWorker(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker;
  });
}

