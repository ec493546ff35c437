/** Players for the browser tests: a fresh name, registration through the real form, a demo player ready to bet, the slip's Place bet. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { VIEWPORTS } from './browser.ts';
import type { BrowserSuite } from './suite.ts';

export function newName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Registers `name` through /register's two steps (demo money, another country when asked); the player is signed in after. */
export async function register(page: Page, base: string, name: string, options: { email?: string; demo?: boolean; country?: string } = {}): Promise<void> {
  await page.goto(`${base}/en-US/register`);
  await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
  await page.getByLabel('E-mail').fill(options.email ?? `${name}@example.com`);
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  // The country is the site's region (the United States on /en-US) unless another is asked for.
  if (options.country) await page.getByLabel('Country of residence').selectOption(options.country);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByLabel('I accept the privacy policy').check();
  if (options.demo) await page.getByLabel(/demo money/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Real money for `name` through the admin route (the house started with `adminToken`); a retry credits once. */
export async function creditPlayer(base: string, adminToken: string, name: string, amount: string, currency = 'EUR'): Promise<void> {
  const res = await fetch(`${base}/api/admin/wallet/credit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'idempotency-key': `fund-${name}`, 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: name, Amount: amount, Currency: currency }),
  });
  expect(res.status).toBe(201);
}

/** The header's balance as a number (signed in). */
export async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

/**
 * A demo player (balance 1,000) registered and signed in on a new watched page, then taken to
 * `path` and left once `ready` (a selector) shows.
 */
export async function demoPlayerOn(
  suite: BrowserSuite,
  prefix: string,
  path: string,
  ready: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const page = await suite.newPage(viewport);
  await register(page, suite.house.url, newName(prefix), { demo: true });
  await page.getByTestId('header-user').waitFor();
  await expect.poll(() => headerBalance(page)).toBe(1000);
  await page.goto(`${suite.house.url}/en-US${path}`);
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  return page;
}

/** A demo player on the live page once it shows live prices. */
export const demoPlayerOnLive = (suite: BrowserSuite, prefix: string, viewport?: { width: number; height: number }) =>
  demoPlayerOn(suite, prefix, '/live', '[data-feed-status="live"] [data-match-id]', viewport);

/**
 * Waits until the slip's Place bet would place (it is never disabled: pressed while blocked it
 * says why), accepting moved prices on the way (STA-10).
 */
export async function waitPlaceable(scope: Page | Locator): Promise<void> {
  const place = scope.getByRole('button', { name: 'Place bet' });
  await expect
    .poll(
      async () => {
        const accept = scope.getByRole('button', { name: 'Accept new prices' });
        if (await accept.isVisible()) await accept.click();
        return (await place.getAttribute('aria-disabled')) !== 'true';
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
}
