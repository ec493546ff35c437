/**
 * Trader offers in the browser (SPEC ENT-42, API-40, STA-20, ERR-08; ADR 0027), against a house with
 * its test hooks on: a single over the maximum per bet gets the house's offer on the slip, which is
 * accepted and placed at the offered stake; a system over the maximum shows the ERR-08 text as the
 * offered value. Screenshots at phone and desktop go to /tmp.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';
import { demoPlayerOn, headerBalance, waitPlaceable } from './players.ts';

const SLOW = 240_000;

const suite = browserSuite({ HOUSE_TEST_HOOKS: '1', FEED_LIVE_MATCHES: '10' });

type Size = keyof typeof VIEWPORTS;

async function slipWith(size: Size, count: number): Promise<{ page: Page; slip: Locator }> {
  const page = await demoPlayerOn(suite, 'to', '/sport/soccer', '.prematch-row .odds-button:not([disabled])', VIEWPORTS[size]);
  const rows = page.locator('.prematch-row').filter({ has: page.locator('.prematch-row__team + .prematch-row__team') }).filter({ has: page.locator('.prematch-cell .odds-button:not([disabled])') });
  for (let i = 0; i < count; i++) {
    const button = rows.nth(i).locator('.prematch-cell .odds-button:not([disabled])').first();
    const outcome = await button.getAttribute('data-outcome-id');
    await button.click();
    await page.locator(`.odds-button[data-outcome-id="${outcome}"][aria-pressed="true"]`).waitFor();
  }
  if (size === 'phone') {
    await page.locator('.bottom-bar [data-item="betslip"] button').click();
    const slip = page.getByRole('dialog').locator('.betslip');
    await slip.locator('.slip-item').nth(count - 1).waitFor();
    return { page, slip };
  }
  const slip = page.locator('.betslip');
  await slip.locator('.slip-item').nth(count - 1).waitFor();
  return { page, slip };
}

describe.each(['desktop', 'phone'] as const)('trader offers in the browser (%s)', (size) => {
  test('[ENT-42][API-40] a single over the maximum gets the trader offer, with a countdown; Accept places it at the offered stake', async () => {
    await suite.hook('/api/test/pause-feed');
    try {
      const { page, slip } = await slipWith(size, 1);
      await slip.locator('[data-stake-for]').first().fill('150');
      await waitPlaceable(slip);
      await slip.getByRole('button', { name: 'Place bet' }).click();
      const offer = slip.getByTestId('trader-offer');
      await offer.waitFor();
      expect(await offer.getByTestId('trader-offer-stake').textContent()).toBe('€100.00');
      expect(await offer.getByRole('timer').textContent()).toMatch(/^Expires in \d+ s$/);
      expect(await horizontalOverflow(page)).toBe(0);
      await offer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/trader-offer-${size}.png` });
      await offer.getByRole('button', { name: 'Accept offer' }).click();
      await page.getByTestId('bet-placed').waitFor();
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(900);
      await page.close();
    } finally {
      await suite.hook('/api/test/resume-feed');
    }
  }, SLOW);
});

test('[STA-20][ERR-08] a system over the maximum shows "Trader offers not available for this bet type" as the offered value', async () => {
  await suite.hook('/api/test/pause-feed');
  try {
    const { page, slip } = await slipWith('desktop', 3);
    await slip.getByRole('button', { name: 'System', exact: true }).click();
    await slip.getByLabel('Stake per bet').fill('150');
    await waitPlaceable(slip);
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const offer = slip.getByTestId('trader-offer');
    await offer.waitFor();
    expect(await offer.getByTestId('trader-offer-stake').textContent()).toBe('Trader offers not available for this bet type');
    expect(await offer.getByRole('button', { name: 'Accept offer' }).count()).toBe(0);
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/trader-offer-system-desktop.png' });
    await offer.getByRole('button', { name: 'Dismiss' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await headerBalance(page)).toBe(1000);
    await page.close();
  } finally {
    await suite.hook('/api/test/resume-feed');
  }
}, SLOW);
