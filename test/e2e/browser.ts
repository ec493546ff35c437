/** Debian's Chromium driven by playwright-core (a test tool's own browser download fails here). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
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
