import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { SnapshotMessage } from '../../schemas/feed.ts';
import { horizontalOverflow, screenshot, VIEWPORTS, withoutSharedWorker } from './browser.ts';
import { browserSuite } from './suite.ts';

// Its own house with prices under steady churn (the old default's 300 a second): these tests are
// about rows that keep moving, which the match-driven default feed (ADR 0024) makes only now and then.
const suite = browserSuite({ FEED_ODDS_RATE: '300', HOUSE_TEST_HOOKS: '1' });

/** Counts WebSockets the page's own thread constructs; the feed belongs to the worker. */
async function countMainThreadSockets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const w = window as unknown as { __mainThreadSockets: number };
    w.__mainThreadSockets = 0;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        w.__mainThreadSockets++;
      }
    };
  });
}

async function odds(page: Page): Promise<Map<string, string>> {
  const pairs = await page.$$eval('[data-outcome-id]', (els) => els.map((el) => [el.getAttribute('data-outcome-id') ?? '', el.getAttribute('data-odds') ?? '']));
  return new Map(pairs as [string, string][]);
}

async function livePage(): Promise<Page> {
  const page = await suite.newPage(VIEWPORTS.desktop);
  await page.goto(`${suite.house.url}/en-US/live`);
  // The page's own feed, not the view the house drew it with (data-feed-status="house").
  await page.locator('[data-feed-status="live"] [data-match-id] [data-outcome-id]:not([disabled])').first().waitFor({ timeout: 20_000 });
  return page;
}

describe('live overview', () => {
  test('[RTE-02] /en-US/live lists live matches whose prices move, fed by the worker over SignalR', async () => {
    const page = await suite.newPage(VIEWPORTS.desktop);
    // The dedicated worker's socket shows in Playwright; the shared one is counted in shared-feed.test.ts.
    await withoutSharedWorker(page);
    await countMainThreadSockets(page);
    const sockets: { url: string }[] = [];
    page.on('websocket', (ws) => sockets.push({ url: ws.url() }));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${suite.house.url}/en-US/live`);
    await page.getByRole('heading', { level: 1, name: 'Live' }).waitFor();
    await page.locator('[data-match-id]').first().waitFor({ timeout: 20_000 });
    // The house draws the first screenful; the rest of the list follows the hydration.
    await expect.poll(() => page.locator('.sport-group').count()).toBeGreaterThan(1);
    expect(await page.locator('[data-match-id]').count()).toBeGreaterThan(5);

    const before = await odds(page);
    await expect
      .poll(
        async () => {
          const now = await odds(page);
          return [...now].some(([id, value]) => before.has(id) && before.get(id) !== value);
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);
    expect(await page.locator('[data-trend]').count()).toBeGreaterThan(0);

    const mainThreadSockets = await page.evaluate(() => (window as unknown as { __mainThreadSockets: number }).__mainThreadSockets);
    expect(mainThreadSockets).toBe(0);
    expect(page.workers().length).toBeGreaterThan(0);
    expect(sockets.some((s) => s.url.includes('/hubs/feed'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('[STA-47] running clocks tick on the page', async () => {
    const page = await suite.newPage(VIEWPORTS.desktop);
    await page.goto(`${suite.house.url}/en-US/live`);
    await page.locator('[data-match-id]').first().waitFor({ timeout: 20_000 });
    const running = page.locator('.match-clock[data-running="true"]');
    await running.first().waitFor();
    const texts = () => running.allTextContents();
    const first = await texts();
    await expect.poll(texts, { timeout: 5_000, interval: 300 }).not.toEqual(first);
    await page.close();
  });

  test('prices move on rows near the screen only; a row scrolled into view is brought up to date', async () => {
    const page = await suite.newPage(VIEWPORTS.phone);
    await page.goto(`${suite.house.url}/en-US/live`);
    await page.locator('[data-feed-status="live"] [data-match-id]').first().waitFor({ timeout: 20_000 });
    // Rows count as visible until the browser first says which it skips, and the worker hears of
    // it a frame later: let that settle, then count price changes per row for a few seconds.
    await page.waitForTimeout(2000);
    await page.evaluate(() => {
      const w = window as unknown as { __changes: Map<string, number>; __farAtStart: Set<string> };
      w.__changes = new Map();
      // Far for the whole window: skipped by the browser when counting starts and when it ends (a
      // row the browser rendered in between, as layout settled on a busy machine, may move).
      const skipped = (row: HTMLElement) => !(row.firstElementChild?.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions) ?? false);
      w.__farAtStart = new Set([...document.querySelectorAll<HTMLElement>('[data-match-id]')].filter(skipped).map((r) => r.dataset.matchId ?? ''));
      new MutationObserver((records) => {
        for (const r of records) {
          const id = (r.target as Element).closest('[data-match-id]')?.getAttribute('data-match-id') ?? '';
          w.__changes.set(id, (w.__changes.get(id) ?? 0) + 1);
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-odds'] });
    });
    await page.waitForTimeout(4000);
    const { near, far, farId } = await page.evaluate(() => {
      const { __changes: changes, __farAtStart: farAtStart } = window as unknown as { __changes: Map<string, number>; __farAtStart: Set<string> };
      const rows = [...document.querySelectorAll<HTMLElement>('[data-match-id]')];
      // Far: rows whose contents the browser skips rendering (content-visibility: auto).
      const rendered = (row: HTMLElement) => row.firstElementChild?.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions) ?? false;
      const nearRows = rows.filter((r) => r.getBoundingClientRect().top < window.innerHeight);
      const farRows = rows.filter((r) => !rendered(r) && farAtStart.has(r.dataset.matchId ?? ''));
      const sum = (list: HTMLElement[]) => list.reduce((n, r) => n + (changes.get(r.dataset.matchId ?? '') ?? 0), 0);
      return { near: sum(nearRows), far: farRows.length > 0 ? sum(farRows) : -1, farId: farRows.at(-1)?.dataset.matchId ?? '' };
    });
    expect(near).toBeGreaterThan(0);
    expect(far).toBe(0);
    // Scrolled to, the far row shows the house's current prices (the feed runs on: compare with a
    // snapshot taken at each try).
    const row = page.locator(`[data-match-id="${farId}"]`);
    await row.scrollIntoViewIfNeeded();
    const matchesHouse = async () => {
      const shown = await row.locator('[data-outcome-id]').evaluateAll((els) => els.map((el) => [el.getAttribute('data-outcome-id') ?? '', el.getAttribute('data-odds')]));
      const snapshot = (await (await fetch(`${suite.house.url}/api/feed/live/snapshot`)).json()) as SnapshotMessage;
      const house = new Map(snapshot.snapshot.Matches.flatMap((m) => m.Markets.flatMap((mk) => mk.Odds.map((o) => [String(o.ID), o.Value.toFixed(2)] as const))));
      return shown.length > 0 && shown.every(([id, value]) => house.get(id ?? "") === value);
    };
    await expect.poll(matchesHouse, { timeout: 5000, interval: 100 }).toBe(true);
    await page.close();
  });

  test.each(Object.entries(VIEWPORTS))('the live page fits a %s screen without horizontal overflow', async (name, viewport) => {
    const page = await suite.newPage(viewport);
    await page.goto(`${suite.house.url}/en-US/live`);
    await page.locator('[data-match-id]').first().waitFor({ timeout: 20_000 });
    await screenshot(page, `live-${name}`);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });

  test('a polite live region announces price changes on the focused match', async () => {
    const page = await livePage();
    const region = page.locator('[data-price-announcer]');
    expect(await region.getAttribute('aria-live')).toBe('polite');
    // Focus the first open price and have the house move it (a test hook: left alone, a match's prices can stand still for minutes).
    const price = page.locator('[data-match-id] [data-outcome-id]:not([disabled])').first();
    await price.focus();
    const match = await page.evaluate(() => document.activeElement?.closest('[data-match-id]')?.getAttribute('data-match-id'));
    const oddId = Number(await price.getAttribute('data-outcome-id'));
    const announced = async () => {
      const text = (await region.textContent()) ?? '';
      if (text === '') await suite.hook('/api/test/shorten-price', { OddID: oddId, Share: 0.05 });
      return text;
    };
    await expect.poll(announced, { timeout: 30_000, interval: 1_000 }).toMatch(/\S/);
    const text = (await region.textContent()) ?? '';
    const teams = await page.$$eval(`[data-match-id="${match}"] .match-row__team`, (els) => els.map((el) => el.textContent ?? ''));
    expect(text).toContain(teams.join(' – '));
    await page.close();
  });

  /** Flash animations running on odds buttons (Web Animations on the button's flash layer; not CSS transitions). */
  const priceFlashes = (page: Page) =>
    page.evaluate(() => document.getAnimations().filter((a) => (a.effect as KeyframeEffect | null)?.target?.classList.contains('odds-button__flash')).length);

  test('a moving price flashes: a compositor animation on the button, no re-mounted text', async () => {
    const page = await livePage();
    await expect.poll(() => priceFlashes(page), { timeout: 15_000, interval: 100 }).toBeGreaterThan(0);
    await page.close();
  });

  test('reduced motion: no animations run when the player asks for less motion', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${suite.house.url}/en-US/open-modal/welcomeModal`);
    await page.getByRole('dialog').waitFor();
    const durations = await page.evaluate(() =>
      [...document.querySelectorAll('dialog, .loading-view__spinner')].map((el) => parseFloat(getComputedStyle(el).animationDuration) || 0),
    );
    expect(Math.max(0, ...durations)).toBeLessThanOrEqual(0.01);
    // Prices move, but do not flash: they are marked by a border colour instead.
    await page.goto(`${suite.house.url}/en-US/live`);
    const first = page.locator('[data-outcome-id]:not([disabled])').first();
    await first.waitFor({ timeout: 20_000 });
    await page.locator('[data-outcome-id][data-trend]').first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1500);
    const reduce = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
    expect({ reduce, flashes: await priceFlashes(page) }).toEqual({ reduce: true, flashes: 0 });
    await context.close();
  });

  test('a page whose frames run long asks the feed for ten batches a second, gets no more, and holds a moved price’s tint instead of fading it (issue #17)', { timeout: 60_000 }, async () => {
    const page = await livePage();
    expect(await page.evaluate(() => document.documentElement.dataset.pace ?? null)).toBeNull();
    // Every frame now takes 40 ms of script, as on a slow phone.
    await page.evaluate(() => {
      const burn = () => {
        const until = performance.now() + 40;
        while (performance.now() < until);
        requestAnimationFrame(burn);
      };
      requestAnimationFrame(burn);
    });
    await page.waitForFunction(() => document.documentElement.dataset.pace === 'slow', undefined, { timeout: 20_000 });
    // The data's house time changes with each batch the page applies: now at most one per 100 ms.
    const gaps = await page.evaluate(
      () =>
        new Promise<number[]>((done) => {
          const mark = document.querySelector('[data-house-time]')!;
          const seen: number[] = [];
          new MutationObserver(() => seen.push(performance.now())).observe(mark, { attributes: true });
          setTimeout(() => done(seen.slice(1).map((at, i) => at - seen[i]!)), 3000);
        }),
    );
    // Unpaced, the house's 20 ticks a second would change it ≈ 60 times in 3 s. Each batch is applied
    // in the page's next free frame, so one gap may be short by a frame or two; the rate may not.
    expect(gaps.length).toBeGreaterThan(3);
    expect(gaps.length).toBeLessThanOrEqual(31);
    const sorted = [...gaps].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeGreaterThanOrEqual(80);
    // At this pace a moving price holds a tint (price-flash.ts) instead of fading: the fades begun
    // before it have ended (1.6 s), none starts, and tints are held.
    await page.waitForTimeout(1700);
    const shown = async () => ({ fades: await priceFlashes(page), held: await page.locator('.odds-button__flash[data-held]').count() });
    await expect.poll(shown, { timeout: 10_000, interval: 200 }).toEqual({ fades: 0, held: expect.any(Number) as number });
    await expect.poll(async () => (await shown()).held, { timeout: 10_000, interval: 200 }).toBeGreaterThan(0);
    expect(await priceFlashes(page)).toBe(0);
  });
});
