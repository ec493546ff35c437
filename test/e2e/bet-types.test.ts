/**
 * The slip's bet types in the browser (SPEC STA-07, STA-09, STA-13..18, ENM-08, CON-08, CON-09),
 * against a house with its test hooks on: a system bet and a teaser placed by a demo player on a
 * phone and on a desktop, each tab of the slip photographed at both sizes, a press of Place bet
 * that cannot place saying why, and focus following a keyboard add to the slip.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';
import { demoPlayerOn, headerBalance, waitPlaceable } from './players.ts';

/** Each test registers, browses and places tickets: well over a minute on a busy machine. */
const SLOW = 240_000;

const suite = browserSuite({ HOUSE_TEST_HOOKS: '1', FEED_LIVE_MATCHES: '10' });

type Size = keyof typeof VIEWPORTS;

/** A demo player (balance 1,000) signed in, on a pre-match sport page with prices. */
const demoPlayerOnSport = (size: Size, sport: string): Promise<Page> =>
  demoPlayerOn(suite, 'bt', `/sport/${sport}`, '.prematch-row .odds-button:not([disabled])', VIEWPORTS[size]);

/** Adds the first open price of `count` different matches of the list. */
async function addFromRows(page: Page, count: number): Promise<void> {
  // Matches with two sides (an outright row has one name and combines with nothing of its tournament).
  const rows = page.locator('.prematch-row').filter({ has: page.locator('.prematch-row__team + .prematch-row__team') }).filter({ has: page.locator('.prematch-cell .odds-button:not([disabled])') });
  for (let i = 0; i < count; i++) await addOutcome(page, rows.nth(i).locator('.prematch-cell .odds-button:not([disabled])').first());
}

async function addOutcome(page: Page, button: Locator): Promise<void> {
  const outcome = await button.getAttribute('data-outcome-id');
  await button.click();
  await page.locator(`.odds-button[data-outcome-id="${outcome}"][aria-pressed="true"]`).waitFor();
}

/**
 * Adds the home side of the point spread ("Handicap") of `count` matches from their match pages (a
 * phone's list shows one column), moving inside the app so the slip is never reloaded.
 */
async function addSpreads(page: Page, count: number): Promise<void> {
  let added = 0;
  for (let row = 0; added < count && row < 10; row++) {
    await page.locator('.prematch-row a.prematch-row__teams').nth(row).click();
    await page.locator('.match-page .odds-button').first().waitFor({ timeout: 20_000 });
    const market = page.locator('.market').filter({ has: page.locator('.market__title', { hasText: /^Handicap$/ }) });
    const button = market.locator('.odds-button:not([disabled])').first();
    if ((await button.count()) > 0) {
      await addOutcome(page, button);
      added++;
    }
    await page.goBack();
    await page.locator('.prematch-row').first().waitFor();
  }
  expect(added).toBe(count);
}

/** The slip: on a phone, opened from the bottom bar into its sheet. */
async function openSlip(page: Page, size: Size, count: number): Promise<Locator> {
  if (size === 'phone') {
    const bar = page.locator('.bottom-bar [data-item="betslip"] button');
    await expect.poll(() => bar.textContent()).toContain(String(count));
    await bar.click();
    const sheet = page.getByRole('dialog');
    await sheet.locator('.slip-item').nth(count - 1).waitFor();
    return sheet.locator('.betslip');
  }
  const slip = page.locator('.betslip');
  await slip.locator('.slip-item').nth(count - 1).waitFor();
  return slip;
}

async function placeAndExpectTicket(page: Page, slip: Locator): Promise<void> {
  await waitPlaceable(slip);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await page.locator('[role="tab"][data-tab="my-bets"][aria-selected="true"], .betslip__errors, [data-testid="bet-placed"]').first().waitFor({ timeout: 15_000 });
  expect(await page.locator('.betslip__errors').count()).toBe(0);
}

describe.each(['desktop', 'phone'] as const)('bet types in the browser (%s)', (size) => {
  test('[STA-16][STA-13][STA-09][CON-08][CON-09] a system bet: the tabs three selections offer, a Trixie of 4 bets at the stake per bet, placed', async () => {
    const page = await demoPlayerOnSport(size, 'soccer');
    await suite.hook('/api/test/pause-feed');
    try {
      await addFromRows(page, 3);
      const slip = await openSlip(page, size, 3);
      const tabs = await slip.locator('.betslip__mode').allTextContents();
      expect(tabs).toEqual(['Single', 'Combo', 'System', 'If bet', 'Reverse']);

      // Every press of Place bet places or says why not (here: no stake yet).
      // aria-disabled, not disabled: a press still reaches the slip (Playwright would wait for "enabled").
      await slip.getByRole('button', { name: 'Place bet' }).click({ force: true });
      await slip.getByTestId('why-not').waitFor();
      expect(await slip.getByTestId('why-not').textContent()).toMatch(/^Not placed: /);
      // The house's limits are shown; CON-08 quick stakes fill the stakes.
      expect(await slip.getByTestId('slip-limits').textContent()).toContain('€0.10');
      await screenshot(page, `bet-types-single-${size}`);

      for (const tab of ['Combo', 'If bet', 'Reverse']) {
        await slip.getByRole('button', { name: tab, exact: true }).click();
        await slip.locator(`.betslip__mode[aria-pressed="true"]`, { hasText: tab }).waitFor();
        await slip.getByRole('group', { name: 'Quick stakes' }).getByRole('button').first().click();
        await screenshot(page, `bet-types-${tab.toLowerCase().replace(' ', '')}-${size}`);
      }

      await slip.getByRole('button', { name: 'System', exact: true }).click();
      const system = slip.getByRole('combobox', { name: /^System/ });
      await system.waitFor();
      expect(await system.locator('option:checked').textContent()).toBe('Trixie (4)');
      await slip.getByLabel('Stake per bet').fill('2.50');
      await expect.poll(() => slip.getByTestId('bet-count').textContent()).toBe('4');
      expect(await slip.getByTestId('total-stake').getAttribute('data-amount')).toBe('10.00');
      expect(Number(await slip.getByTestId('potential-return').getAttribute('data-amount'))).toBeGreaterThan(10);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `bet-types-system-${size}`);
      await placeAndExpectTicket(page, slip);
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(990);
    } finally {
      await suite.hook('/api/test/resume-feed');
    }
    await page.close();
  }, SLOW);

  test('[STA-18][ENT-43] a teaser of two basketball spreads: the teased lines, the table odds, placed', async () => {
    const page = await demoPlayerOnSport(size, 'basketball');
    await suite.hook('/api/test/pause-feed');
    try {
      await addSpreads(page, 2);
      const slip = await openSlip(page, size, 2);
      await slip.getByRole('button', { name: 'Teaser', exact: true }).click();
      const type = slip.getByLabel('Teaser type');
      await type.waitFor();
      expect(await type.locator('option').allTextContents()).toEqual(['4 points · odds 1.91', '4.5 points · odds 1.83', '5 points · odds 1.77']);
      expect(await slip.locator('.slip-item__teased').count()).toBe(2);
      await slip.getByLabel('Stake', { exact: true }).fill('10');
      await expect.poll(() => slip.getByTestId('potential-return').getAttribute('data-amount')).toBe('19.09');
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `bet-types-teaser-${size}`);
      await placeAndExpectTicket(page, slip);
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(990);
    } finally {
      await suite.hook('/api/test/resume-feed');
    }
    await page.close();
  }, SLOW);
});

describe('focus around the slip', () => {
  test('a selection added from the keyboard takes focus to its stake; after placing, focus is on the confirmation', async () => {
    const page = await demoPlayerOnSport('desktop', 'soccer');
    await suite.hook('/api/test/pause-feed');
    try {
      const button = page.locator('.prematch-row .odds-button:not([disabled])').first();
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-stake-for') ?? null)).toMatch(/^\d+:\d+$/);
      await page.keyboard.type('3');
      const slip = page.locator('.betslip');
      await waitPlaceable(slip);
      await slip.getByRole('button', { name: 'Place bet' }).press('Enter');
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(997);
      // Wherever the panel shows after placing, focus is not lost to the page's start.
      await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
    } finally {
      await suite.hook('/api/test/resume-feed');
    }
    await page.close();
  }, SLOW);
});
