/**
 * Odds history from the local log (issue #16): any price opens its movement since the page opened —
 * a step chart with open, high, low and last — and it keeps moving while open; the slip opens it too.
 * A page that opens a match later starts each price's history from what the house sent with it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite({ HOUSE_TEST_HOOKS: '1', FEED_LIVE_MATCHES: '8', FEED_ODDS_RATE: '200' });

/** Counts, per price on the page, how often its shown odds changed since the call. */
async function countMoves(page: Page): Promise<void> {
  await page.evaluate(() => {
    const moves: Record<string, number> = {};
    (window as unknown as { moves: Record<string, number> }).moves = moves;
    new MutationObserver((records) => {
      for (const r of records) {
        const id = (r.target as Element).getAttribute('data-outcome-id');
        if (id) moves[id] = (moves[id] ?? 0) + 1;
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-odds'] });
  });
}

/** The enabled price that moved most often, once one has moved at least `times`. */
async function busiestPrice(page: Page, times: number): Promise<string> {
  let busiest = '';
  await expect
    .poll(
      async () => {
        busiest = await page.evaluate((min) => {
          const moves = (window as unknown as { moves: Record<string, number> }).moves;
          const enabled = (id: string) => document.querySelector<HTMLButtonElement>(`.odds-button[data-outcome-id="${id}"]`)?.disabled === false;
          const [id] = Object.entries(moves)
            .filter(([id, n]) => n >= min && enabled(id))
            .sort((a, b) => b[1] - a[1])
            .map(([id]) => id);
          return id ?? '';
        }, times);
        return busiest;
      },
      { timeout: 90_000, interval: 1000 },
    )
    .not.toBe('');
  return busiest;
}

const points = (page: Page) => page.locator('.price-history').getAttribute('data-points').then(Number);

describe('odds history', () => {
  test('a moving price opens its history with at least 5 points, open/high/low/last, and it keeps moving while open', { timeout: 180_000 }, async () => {
    const page = await suite.newPage(VIEWPORTS.desktop);
    await page.goto(`${suite.house.url}/en-US/live`);
    await page.locator('.odds-button:not([disabled])').first().waitFor({ timeout: 30_000 });
    await countMoves(page);
    const outcomeId = await busiestPrice(page, 4);
    await page.locator(`.odds-button[data-outcome-id="${outcomeId}"]`).first().click({ button: 'right' });
    const dialog = page.locator('dialog[data-modal="priceHistory"]');
    await dialog.waitFor();
    expect(await points(page)).toBeGreaterThanOrEqual(5);
    const figures = await dialog.locator('[data-figure]').evaluateAll((dds) => Object.fromEntries(dds.map((d) => [d.getAttribute('data-figure'), Number(d.textContent)])));
    expect(figures.low).toBeLessThanOrEqual(Math.min(figures.open!, figures.last!));
    expect(figures.high).toBeGreaterThanOrEqual(Math.max(figures.open!, figures.last!));
    // The dialog and the row are two views of one book, each brought up to date in its own frame.
    const lastAndShown = () =>
      page.evaluate((id) => [Number(document.querySelector('dialog[data-modal="priceHistory"] [data-figure="last"]')?.textContent), Number(document.querySelector(`.odds-button[data-outcome-id="${id}"]`)?.getAttribute('data-odds'))], outcomeId);
    await expect.poll(async () => new Set(await lastAndShown()).size, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(await dialog.locator('svg.price-history__chart path').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+(H[\d.]+V[\d.]+)+H[\d.]+$/);
    await screenshot(page, 'price-history-desktop');
    const before = await points(page);
    await expect.poll(() => points(page), { timeout: 90_000, interval: 500 }).toBeGreaterThan(before);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('a page opening a match starts its prices’ history from the house’s recent points, with the feed held still', { timeout: 180_000 }, async () => {
    const watcher = await suite.newPage(VIEWPORTS.desktop);
    await watcher.goto(`${suite.house.url}/en-US/live`);
    await watcher.locator('.odds-button:not([disabled])').first().waitFor({ timeout: 30_000 });
    await countMoves(watcher);
    const outcomeId = await busiestPrice(watcher, 4);
    const row = watcher.locator('.match-row[data-match-id]').filter({ has: watcher.locator(`.odds-button[data-outcome-id="${outcomeId}"]`) }).first();
    const matchLink = (await row.locator('a[href*="/match/"]').first().getAttribute('href'))!;
    await suite.hook('/api/test/pause-feed');
    try {
      // Another browser (its own feed): with the house held still it sees no price move.
      const page = await suite.newPage(VIEWPORTS.desktop);
      await page.goto(`${suite.house.url}${matchLink}`);
      const price = page.locator(`.match-page .odds-button[data-outcome-id="${outcomeId}"]`).first();
      await price.waitFor({ timeout: 30_000 });
      await price.click({ button: 'right' });
      await page.locator('dialog[data-modal="priceHistory"]').waitFor();
      expect(await points(page)).toBeGreaterThanOrEqual(4);
      await screenshot(page, 'price-history-from-house-desktop');
    } finally {
      await suite.hook('/api/test/resume-feed');
    }
  });

  test('a selection in the slip opens its price’s history, on a phone too', { timeout: 120_000 }, async () => {
    const page = await suite.newPage(VIEWPORTS.phone);
    await page.goto(`${suite.house.url}/en-US/live`);
    const price = page.locator('.odds-button:not([disabled])').first();
    await price.waitFor({ timeout: 30_000 });
    await price.click();
    await page.locator('.bottom-bar [data-item="betslip"] button').click();
    const history = page.locator('.slip-item__history').first();
    await history.waitFor();
    await history.click();
    const dialog = page.locator('dialog[data-modal="priceHistory"]');
    await dialog.waitFor();
    await dialog.locator('.price-history__name').waitFor();
    await screenshot(page, 'price-history-phone');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });
});
