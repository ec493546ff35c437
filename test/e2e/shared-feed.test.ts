/**
 * One socket for every window (issue #16, ADR 0032): pages of the site open at once in one browser
 * share the SharedWorker's feed, so the house holds one connection for them all, counted at the
 * house and in the browser's own target list. Each page still moves, a selection made in one shows
 * in the others' slips, and closing the window that opened the socket leaves the others live.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { SHARED_FEED_STORAGE_KEY } from '../../src/store/shared-feed.ts';
import { screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite({ HOUSE_TEST_HOOKS: '1', FEED_LIVE_MATCHES: '24', FEED_ODDS_RATE: '300' });
const LIVE_ROWS = '.live-page .match-row[data-match-id]:not([data-finished])';

let cdp: CDPSession | undefined;
afterAll(async () => cdp?.detach());

/** The browser's workers by kind, from its own target list (CDP Target.getTargets). */
async function browserWorkers(): Promise<{ shared: number; dedicated: number }> {
  cdp ??= await suite.browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string }[] };
  return { shared: targetInfos.filter((t) => t.type === 'shared_worker').length, dedicated: targetInfos.filter((t) => t.type === 'worker').length };
}

const openConnections = async () => Number((await suite.hook('/api/test/hub-connections')).body.open);

/** Waits until some price on the page changes. */
async function pricesMove(page: Page): Promise<void> {
  const read = () => page.$$eval('.odds-button[data-outcome-id]', (els) => Object.fromEntries(els.map((el) => [el.getAttribute('data-outcome-id') ?? '', el.getAttribute('data-odds') ?? ''])));
  const before = await read();
  await expect
    .poll(async () => {
      const now = await read();
      return Object.keys(now).some((id) => before[id] !== undefined && before[id] !== now[id]);
    }, { timeout: 45_000, interval: 250 })
    .toBe(true);
}

describe('one feed for every window', () => {
  test('three pages open at once make one feed connection; each moves; a selection shows in every slip; closing the first keeps the others live', { timeout: 300_000 }, async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.addInitScript(`localStorage.setItem(${JSON.stringify(SHARED_FEED_STORAGE_KEY)}, '1')`);
    const watched = async () => suite.watch(await context.newPage());
    const first = await watched();
    await first.goto(`${suite.house.url}/en-US/live`);
    await first.locator(`${LIVE_ROWS} .odds-button:not([disabled])`).first().waitFor({ timeout: 30_000 });
    // The second window shows a match whose prices are moving (a match at a break or on hold is still).
    const rowOdds = () =>
      first.$$eval(LIVE_ROWS, (rows) => Object.fromEntries(rows.map((row) => [row.querySelector('a[href*="/match/"]')?.getAttribute('href') ?? '', row.querySelector('.match-row__odds')?.textContent ?? ''])));
    const before = await rowOdds();
    let matchLink = '';
    await expect
      .poll(async () => {
        const now = await rowOdds();
        matchLink = Object.keys(now).find((link) => link !== '' && before[link] !== undefined && before[link] !== now[link]) ?? '';
        return matchLink;
      }, { timeout: 45_000, interval: 250 })
      .not.toBe('');

    const second = await watched();
    await second.goto(`${suite.house.url}${matchLink}`);
    await second.locator('.match-page .odds-button:not([disabled])').first().waitFor({ timeout: 30_000 });
    const third = await watched();
    await third.setViewportSize(VIEWPORTS.phone);
    await third.goto(`${suite.house.url}/en-US/live`);
    await third.locator(`${LIVE_ROWS} .odds-button`).first().waitFor({ timeout: 30_000 });

    // One connection at the house, one shared worker and no dedicated feed worker in the browser.
    // (On a loaded machine a connection the worker gave up on and replaced can stay listed until
    // the hub's client timeout ends it: waited for.)
    await expect.poll(openConnections, { timeout: 45_000, interval: 1000 }).toBe(1);
    expect(await browserWorkers()).toEqual({ shared: 1, dedicated: 0 });
    for (const page of [first, second, third]) expect(page.workers()).toEqual([]);
    await Promise.all([first, second, third].map(pricesMove));

    // One player, one slip: a price taken on the match page is in the other windows' slips.
    const price = second.locator('.match-page .odds-button:not([disabled])').first();
    const outcome = await price.getAttribute('data-outcome-id');
    await price.click();
    await first.locator(`.betslip .slip-item[data-outcome-id="${outcome}"]`).waitFor({ timeout: 10_000 });
    await screenshot(first, 'shared-feed-first-window-desktop');

    // The window that opened the socket goes; the others stay live on the same connection.
    await first.close();
    await Promise.all([second, third].map(pricesMove));
    await expect.poll(openConnections, { timeout: 45_000, interval: 1000 }).toBe(1);
    expect(await browserWorkers()).toEqual({ shared: 1, dedicated: 0 });
    await screenshot(third, 'shared-feed-third-window-phone');

    // With every window gone the worker goes, and its connection with it.
    await context.close();
    await expect.poll(openConnections, { timeout: 15_000 }).toBe(0);
  });
});
