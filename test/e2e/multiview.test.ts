/**
 * The live multi-view and featured pages in the browser against the real house (SPEC RTE-03,
 * SCR-07, SCR-25, CON-12; docs/decisions/0029): four live matches added from the /live rows show
 * side by side with moving prices, a fifth cannot be added, the sidebar's live list leaves them out,
 * a reload keeps them, and a phone shows one at a time under tabs.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';

// Prices moving often enough that every panel sees a change within seconds.
const suite = browserSuite({ FEED_LIVE_MATCHES: '30', FEED_ODDS_RATE: '300' });
const DESKTOP = { width: 1280, height: 800 };

/** Each panel's prices as text, by match. */
const panelPrices = (page: Page) =>
  page.$$eval('.mv-panel[data-panel-state="live"]', (panels) => Object.fromEntries(panels.map((p) => [p.getAttribute('data-match-id') ?? '', [...p.querySelectorAll('.odds-button__price')].map((b) => b.textContent).join(' ')])));

/** The match ids the sidebar's live mode lists. */
const sidebarIds = (page: Page) => page.$$eval('.side-tree[data-mode="live"] .side-live__row', (rows) => rows.map((r) => Number(r.getAttribute('data-match-id'))));

describe('the live multi-view', () => {
  test('[RTE-03] [SCR-07] [CON-12] [SCR-25] four live matches added from /live show side by side with moving prices; a fifth cannot be added; the sidebar leaves them out; a reload keeps them', { timeout: 180_000 }, async () => {
    const page = await suite.newPage(DESKTOP);
    await page.goto(`${suite.house.url}/en-US/live`);
    const rows = page.locator('.live-page .match-row:not([data-finished])');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
    await page.locator('.side-tree[data-mode="live"] .side-live__row').first().waitFor({ timeout: 20_000 });

    // Four matches whose prices are moving (the stress knob walks only matches in play, in sports
    // the simulator plays out), chosen from their rows.
    const rowOdds = () => rows.evaluateAll((els) => Object.fromEntries(els.map((el) => [el.getAttribute('data-match-id') ?? '', el.querySelector('.match-row__odds')?.textContent ?? ''])));
    const first = await rowOdds();
    let moving: number[] = [];
    await expect
      .poll(
        async () => {
          const now = await rowOdds();
          moving = Object.keys(now).filter((id) => first[id] !== undefined && now[id] !== first[id]).map(Number);
          return moving.length;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(4);
    const chosen: number[] = [];
    for (const id of moving.slice(0, 4)) {
      const toggle = page.locator(`.live-page .match-row[data-match-id="${id}"] [data-multi-view-toggle]`);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      chosen.push(id);
    }
    await screenshot(page, 'live-rows-desktop');
    // CON-12: with four chosen, the others' switches are disabled and say why.
    const fifth = page.locator('.live-page .match-row:not([data-finished]) [data-multi-view-toggle][aria-pressed="false"]').first();
    expect(await fifth.isDisabled()).toBe(true);
    expect(await fifth.getAttribute('aria-label')).toBe('Multi-view is full (4 matches)');
    await fifth.click({ force: true });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('sportsbook.multiView'))) ?? '[]')).toEqual(chosen);

    // SCR-25: the sidebar's live list leaves the chosen matches out and keeps the others.
    await expect.poll(async () => (await sidebarIds(page)).filter((id) => chosen.includes(id))).toEqual([]);
    expect((await sidebarIds(page)).length).toBeGreaterThan(0);

    // The sidebar's Multi-view link opens the page with the four panels, in the order they were added.
    await page.getByRole('link', { name: 'Multi-view', exact: true }).first().click();
    await page.waitForURL('**/en-US/live/multi-view');
    const panels = page.locator('.mv-panel[data-panel-state="live"]');
    await expect.poll(() => panels.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-match-id')))), { timeout: 30_000 }).toEqual(chosen);
    expect(await page.locator('.mv-panel .match-header__score').count()).toBe(4);
    expect(await page.locator('.mv-panel .market').count()).toBeGreaterThanOrEqual(4);
    // Every panel's prices move (each waits for its own change).
    const before = await panelPrices(page);
    await expect
      .poll(
        async () => {
          const now = await panelPrices(page);
          return chosen.filter((id) => now[id] !== undefined && now[id] !== before[id]).length;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(4);
    await expect.poll(async () => (await sidebarIds(page)).filter((id) => chosen.includes(id))).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'multiview-desktop');

    // A price in a panel goes to the slip.
    const price = page.locator('.mv-panel[data-panel-state="live"] .odds-button:not([disabled])').first();
    await price.click();
    await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');

    // A reload keeps the choice.
    await page.reload();
    await expect.poll(() => panels.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-match-id')))), { timeout: 30_000 }).toEqual(chosen);

    // A phone: one match at a time, under four tabs.
    await page.setViewportSize(VIEWPORTS.phone);
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(4);
    const visiblePanels = () => page.$$eval('.mv-panel', (els) => els.filter((el) => el.getBoundingClientRect().height > 0).map((el) => Number(el.getAttribute('data-match-id'))));
    await expect.poll(visiblePanels).toEqual([chosen[0]]);
    await tabs.nth(2).click();
    await expect.poll(visiblePanels).toEqual([chosen[2]]);
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(visiblePanels).toEqual([chosen[3]]);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'multiview-phone');

    // Removing a match from its panel frees its place and gives it back to the sidebar.
    await page.setViewportSize(DESKTOP);
    const removed = chosen[1]!;
    await page.locator(`.mv-panel[data-match-id="${removed}"] [data-multi-view-toggle]`).click();
    await expect.poll(() => panels.count()).toBe(3);
    await expect.poll(async () => (await sidebarIds(page)).includes(removed)).toBe(true);
  });

  test('[RTE-03] [SCR-07] with no match chosen the multi-view says how to add some and links to /live', async () => {
    const page = await suite.newPage(VIEWPORTS.phone);
    await page.goto(`${suite.house.url}/en-US/live/multi-view`);
    await page.getByText('No matches in your multi-view yet').waitFor({ timeout: 20_000 });
    await screenshot(page, 'multiview-empty-phone');
    await page.getByRole('link', { name: 'Browse live matches' }).click();
    await page.waitForURL('**/en-US/live');
    await page.locator('.live-page .match-row [data-multi-view-toggle]').first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'live-rows-phone');
  });

  test('[RTE-03] /live/featured shows the top live matches in the same panels, in another language too', { timeout: 60_000 }, async () => {
    const page = await suite.newPage(DESKTOP);
    await page.goto(`${suite.house.url}/en-US/live/featured`);
    const panels = page.locator('.mv-panel[data-panel-state="live"]');
    await expect.poll(() => panels.count(), { timeout: 30_000 }).toBe(4);
    await expect.poll(() => page.locator('.mv-panel[data-feed-status="live"]').count(), { timeout: 30_000 }).toBe(4);
    expect(await page.locator('h1').textContent()).toBe('Featured live');
    await screenshot(page, 'featured-desktop');
    await page.goto(`${suite.house.url}/de-DE/live/featured`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe('Live-Highlights');
    await expect.poll(() => panels.count(), { timeout: 30_000 }).toBe(4);
  });
});
