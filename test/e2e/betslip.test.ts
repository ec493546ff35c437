/**
 * The betslip and My bets in the browser, against a house with its test hooks on: stale-price
 * safety across a dropped connection, placing a single on a demo account, and cashing it out.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { Browser as HttpClient } from '../fixtures/accounts-client.ts';
import { horizontalOverflow, launchChromium, screenshot, VIEWPORTS } from './browser.ts';
import { freePort, freshDataDir, startHouse, type HouseProcess } from './house-process.ts';
import { newName, register } from './players.ts';

let browser: Browser;
let house: HouseProcess;
const pageErrors: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  [browser, house] = await Promise.all([
    launchChromium(),
    startHouse({ PORT: String(port), DATA_DIR: freshDataDir(), HOUSE_TEST_HOOKS: '1', FEED_LIVE_MATCHES: '30' }),
  ]);
});
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
  await house?.stop();
});

/** Test hooks are writes like any other: they carry the CSRF token (GET /api/csrf). */
async function hook(path: string): Promise<Record<string, unknown>> {
  const client = await new HttpClient(house.url).ready();
  return (await client.post(path)).body;
}

/** A demo player (balance 1,000), signed in, on the live page with live prices. */
async function demoPlayerOnLive(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await register(page, house.url, newName('bs'), { demo: true });
  await page.getByTestId('header-user').waitFor();
  await expect.poll(() => balance(page)).toBe(1000);
  await page.goto(`${house.url}/en-US/live`);
  await page.locator('[data-feed-status="live"] [data-match-id]').first().waitFor({ timeout: 20_000 });
  return page;
}

async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

/** Clicks the first price that can be taken and returns its outcome id. */
async function addFirstSelection(page: Page): Promise<string> {
  const button = page.locator('.odds-button:not([disabled])').first();
  const outcomeId = (await button.getAttribute('data-outcome-id')) ?? '';
  await button.click();
  await page.locator(`.odds-button[data-outcome-id="${outcomeId}"][aria-pressed="true"]`).waitFor();
  await page.locator(`.betslip .slip-item[data-outcome-id="${outcomeId}"]`).waitFor();
  return outcomeId;
}

/** Waits until Place bet can be pressed, accepting moved prices on the way (STA-10). */
async function waitPlaceable(page: Page): Promise<void> {
  const place = page.getByRole('button', { name: 'Place bet' });
  await expect
    .poll(
      async () => {
        const accept = page.getByRole('button', { name: 'Accept new prices' });
        if (await accept.isVisible()) await accept.click();
        return place.isEnabled();
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
}

/** Adds a selection and places it as a single of `stake` with the feed held still. */
async function placeSingle(page: Page, stake: string): Promise<void> {
  await hook('/api/test/pause-feed');
  try {
    await addFirstSelection(page);
    await page.locator('.slip-item .betslip__stake-input').fill(stake);
    await waitPlaceable(page);
    await page.getByRole('button', { name: 'Place bet' }).click();
    const outcome = page.locator('[role="tab"][data-tab="my-bets"][aria-selected="true"], .betslip__errors').first();
    await outcome.waitFor({ timeout: 10_000 });
    const refused = await page.locator('.betslip__errors').textContent({ timeout: 100 }).catch(() => null);
    expect(refused).toBeNull();
  } finally {
    await hook('/api/test/resume-feed');
  }
}

describe('betslip in the browser', () => {
  test('[STA-10][STA-09] stale-price safety: a dropped connection marks the slip stale, blocks betting and adding, and it becomes placeable once resynced', async () => {
    const page = await demoPlayerOnLive();
    await addFirstSelection(page);
    await page.locator('.slip-item .betslip__stake-input').fill('5');
    await waitPlaceable(page);
    await screenshot(page, 'betslip-desktop');

    // Checked in the page at the first frame the slip is stale: Place bet is disabled with the
    // reason, and pressing another price adds nothing.
    const staleSeen = page.waitForFunction(
      () => {
        const slip = document.querySelector('.betslip');
        if (slip?.getAttribute('data-stale') !== 'true') return null;
        const place = document.querySelector<HTMLButtonElement>('.betslip__place');
        const other = [...document.querySelectorAll<HTMLButtonElement>('.odds-button')].find((b) => b.getAttribute('aria-pressed') !== 'true');
        other?.click();
        return { placeDisabled: place?.disabled ?? null, reason: document.querySelector('.betslip__reason')?.textContent ?? null, otherStale: other?.getAttribute('data-stale') };
      },
      undefined,
      { timeout: 15_000, polling: 'raf' },
    );
    expect(await hook('/api/test/drop-connections')).toMatchObject({ dropped: expect.any(Number) });
    const seen = (await (await staleSeen).jsonValue())!;
    expect(seen.placeDisabled).toBe(true);
    expect(seen.reason).toBe('Waiting for fresh prices');

    await page.locator('.betslip:not([data-stale])').waitFor({ timeout: 30_000 });
    await waitPlaceable(page);
    expect(await page.locator('.betslip .slip-item').count()).toBe(1);
    expect(await page.locator('.odds-button[aria-pressed="true"]').count()).toBe(1);
    await page.close();
  });

  test('[STA-07][STA-09] placing a single: the ticket is in My bets and the balance goes down by the stake', async () => {
    const page = await demoPlayerOnLive();
    await placeSingle(page, '10');
    await expect.poll(() => balance(page), { timeout: 10_000 }).toBe(990);
    const ticket = page.locator('.ticket').first();
    await ticket.waitFor({ timeout: 15_000 });
    expect(await ticket.getByTestId('ticket-stake').textContent()).toContain('10.00');
    expect(await page.locator('.ticket').count()).toBe(1);
    await screenshot(page, 'my-bets-desktop');
    await page.close();
  });

  test('[STA-37][STA-39] cash out from My bets: the balance goes up by the offer and the ticket shows as cashed out', async () => {
    const page = await demoPlayerOnLive();
    await placeSingle(page, '20');
    await expect.poll(() => balance(page), { timeout: 10_000 }).toBe(980);
    await hook('/api/test/pause-feed');
    try {
      const cashout = page.locator('.ticket__cashout:not([disabled])').first();
      await cashout.waitFor({ timeout: 20_000 });
      const amount = Number(await cashout.getAttribute('data-amount'));
      expect(amount).toBeGreaterThan(0);
      await cashout.click();
      await page.getByTestId('cashed-out').waitFor({ timeout: 15_000 });
      await expect.poll(() => balance(page), { timeout: 10_000 }).toBeCloseTo(980 + amount, 2);
      expect(await page.locator('.ticket').first().getAttribute('data-status')).toBe('cashed-out');
      await screenshot(page, 'cashed-out-desktop');
    } finally {
      await hook('/api/test/resume-feed');
    }
    await page.close();
  });

  test('[STA-07][ENT-39][ENT-44] a combo placed from the slip: its potential return equals the ticket’s to the cent, and slip and ticket both say "Over 2.5"', async () => {
    const page = await demoPlayerOnLive();
    await hook('/api/test/pause-feed');
    try {
      // A money-line price on one live match, then an Over of another match from its match page.
      const first = await addFirstSelection(page);
      const firstMatch = await page.locator(`.odds-button[data-outcome-id="${first}"]`).evaluate((el) => el.closest('[data-match-id]')?.getAttribute('data-match-id'));
      const other = page.locator(`.match-row[data-match-id]:not([data-match-id="${firstMatch}"])`).first();
      await other.locator('a.match-row__teams').click();
      const over = page.locator('.match-page .odds-button:not([disabled])').filter({ has: page.locator('.odds-button__label', { hasText: /^Over \d/ }) }).first();
      await over.waitFor({ timeout: 20_000 });
      const overLabel = ((await over.locator('.odds-button__label').textContent()) ?? '').trim();
      const overId = await over.getAttribute('data-outcome-id');
      await over.click();
      await page.locator('.betslip .slip-item').nth(1).waitFor();
      expect(await page.locator(`.slip-item[data-outcome-id="${overId}"] .slip-item__outcome`).textContent()).toBe(overLabel);

      await page.getByRole('button', { name: 'Combo' }).click();
      await page.getByLabel('Stake', { exact: true }).fill('7.35');
      await waitPlaceable(page);
      const slipReturn = await page.getByTestId('potential-return').getAttribute('data-amount');
      expect(Number(slipReturn)).toBeGreaterThan(7.35);
      await page.getByRole('button', { name: 'Place bet' }).click();

      const ticket = page.locator('.ticket').first();
      await ticket.waitFor({ timeout: 15_000 });
      expect(await ticket.getByTestId('ticket-payout').getAttribute('data-amount')).toBe(slipReturn);
      expect(await ticket.locator('.ticket__outcome').allTextContents()).toContain(overLabel);
      await expect.poll(() => balance(page), { timeout: 10_000 }).toBe(992.65);
      await screenshot(page, 'combo-ticket-desktop');
    } finally {
      await hook('/api/test/resume-feed');
    }
    await page.close();
  });

  test('[SCR-38][STA-15] on a phone the bottom bar counts selections; a combo of one match is blocked with the reason; guests are asked to log in', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${house.url}/en-US/live`);
    await page.locator('[data-feed-status="live"] [data-match-id]').first().waitFor({ timeout: 20_000 });
    const row = page.locator('[data-match-id]').filter({ has: page.locator('.odds-button:not([disabled])') }).first();
    await row.locator('.odds-button:not([disabled])').nth(0).click();
    await row.locator('.odds-button:not([disabled])').nth(1).click();
    const bar = page.locator('.bottom-bar [data-item="betslip"] button');
    await expect.poll(() => bar.textContent()).toContain('2');
    await bar.click();
    const sheet = page.getByRole('dialog');
    await sheet.locator('.slip-item').nth(1).waitFor();
    await sheet.getByRole('button', { name: 'Combo' }).click();
    await sheet.getByText('Two selections from the same match cannot be combined.').waitFor();
    expect(await sheet.getByRole('button', { name: 'Place bet' }).isDisabled()).toBe(true);
    await sheet.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'betslip-phone');
    await page.close();
  });
});
