/**
 * Bench section: a trader's multi-view on two screens (issue #16, ADR 0032). The house moves 10,000
 * odds a second over 300 live matches; a desktop window shows four of them in /live/multi-view,
 * then a second window of the same browser opens the same page. Both share the SharedWorker's one
 * feed: the figures are each window's main-thread time and frames, alone and side by side, and the
 * feed workers the browser runs (one for the two windows).
 *
 * Method: CDP Performance.getMetrics on each page (TaskDuration delta ÷ wall time over the window);
 * frames counted by requestAnimationFrame in the page; Chromium's own target list for the workers.
 * No CPU throttling: the multi-view is a desktop page, for traders on big screens. Headless
 * Chromium shows the pages of a browser as tabs of one window, so the first window is a background
 * tab while the second is open (it paints a few frames a second): the comparison that holds is each
 * window's cost while it is the one shown, the first alone against the second.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { SnapshotMessage } from '../../schemas/feed.ts';
import { MULTI_VIEW_STORAGE_KEY } from '../../src/store/multi-view.ts';
import { SHARED_FEED_STORAGE_KEY } from '../../src/store/shared-feed.ts';
import { BUDGETS, isSmoke, log, runSection, sleep, type Figure } from './common.ts';
import { launchBenchChromium, startBenchHouse } from './harness.ts';

const SECTION = 'multiview';
const LIVE_MATCHES = 300;
const RATE = 10_000;
const PANELS = 4;

/** Counts frames from the page's start (plain JS: it runs in the page before its own scripts). */
const FRAMES = `(() => { let frames = 0; const tick = () => { frames++; requestAnimationFrame(tick); }; requestAnimationFrame(tick); window.__frames = () => frames; })();`;

type Window = { readonly page: Page; readonly cdp: CDPSession };
type Sample = { busy: number; fps: number };

async function openWindow(context: BrowserContext, url: string): Promise<Window> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await page.goto(`${url}/en-US/live/multi-view`, { waitUntil: 'load' });
  await page.locator('.mv-panel[data-panel-state="live"]').nth(PANELS - 1).waitFor({ timeout: 90_000 });
  return { page, cdp };
}

/** Each window's main-thread busy fraction and frames per second over the same `ms`. */
async function measure(windows: readonly Window[], ms: number): Promise<Sample[]> {
  const read = async ({ page, cdp }: Window) => {
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    return { task: metrics.TaskDuration ?? 0, at: metrics.Timestamp ?? 0, frames: await page.evaluate(() => (window as unknown as { __frames(): number }).__frames()) };
  };
  const before = await Promise.all(windows.map(read));
  await sleep(ms);
  const after = await Promise.all(windows.map(read));
  return windows.map((_, i) => {
    const wall = after[i]!.at - before[i]!.at;
    return { busy: (after[i]!.task - before[i]!.task) / wall, fps: (after[i]!.frames - before[i]!.frames) / wall };
  });
}

async function feedWorkers(browser: Browser): Promise<{ shared: number; dedicated: number }> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    return { shared: targetInfos.filter((t) => t.type === 'shared_worker').length, dedicated: targetInfos.filter((t) => t.type === 'worker').length };
  } finally {
    await cdp.detach();
  }
}

await runSection(SECTION, `Multi-view on two screens (Chromium, ${LIVE_MATCHES} live matches, ${RATE.toLocaleString('en-US')} odds/s, ${PANELS} panels a window)`, async ({ figures, notes }) => {
  const smoke = isSmoke();
  const settleMs = smoke ? 2000 : 4000;
  const windowMs = smoke ? 5000 : 15_000;
  const house = await startBenchHouse({ liveMatches: LIVE_MATCHES, oddsRate: RATE });
  const browser = await launchBenchChromium();
  try {
    const snapshot = (await (await fetch(`${house.url}/api/feed/live/snapshot`)).json()) as SnapshotMessage;
    const ids = snapshot.snapshot.Matches.filter((m) => m.IsActive && !m.IsFinished && m.MarketsCount > 0)
      .slice(0, PANELS)
      .map((m) => m.ID);
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
    await context.addInitScript({ content: `${FRAMES} localStorage.setItem(${JSON.stringify(MULTI_VIEW_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(ids))}); localStorage.setItem(${JSON.stringify(SHARED_FEED_STORAGE_KEY)}, '1');` });
    const first = await openWindow(context, house.url);
    await sleep(settleMs);
    const [alone] = await measure([first], windowMs);
    const second = await openWindow(context, house.url);
    await sleep(settleMs);
    const [firstBeside, secondBeside] = await measure([first, second], windowMs);
    const workers = await feedWorkers(browser);
    log(SECTION, `first alone: busy ${(alone!.busy * 100).toFixed(1)} %, ${alone!.fps.toFixed(0)} fps; side by side: first ${(firstBeside!.busy * 100).toFixed(1)} % ${firstBeside!.fps.toFixed(0)} fps, second ${(secondBeside!.busy * 100).toFixed(1)} % ${secondBeside!.fps.toFixed(0)} fps; feed workers: ${workers.shared} shared, ${workers.dedicated} dedicated`);
    const f = (figure: Figure) => figures.push(figure);
    f({ id: 'multiview.first.busy', label: 'first window alone: main thread busy', value: +alone!.busy.toFixed(3), unit: 'fraction', note: `${alone!.fps.toFixed(0)} fps` });
    f({ id: 'multiview.first.busyBeside', label: 'first window beside the second (a background tab to it): main thread busy', value: +firstBeside!.busy.toFixed(3), unit: 'fraction', note: `${firstBeside!.fps.toFixed(0)} fps` });
    f({ id: 'multiview.second.busy', label: 'second window: main thread busy', value: +secondBeside!.busy.toFixed(3), unit: 'fraction', note: `${secondBeside!.fps.toFixed(0)} fps` });
    f({ id: 'multiview.secondRatio', label: 'second window ÷ first window alone, main-thread time', value: +(secondBeside!.busy / alone!.busy).toFixed(2), unit: 'ratio', budget: BUDGETS.secondWindow });
    f({ id: 'multiview.feedWorkers', label: 'feed workers in the browser for the two windows', value: workers.shared + workers.dedicated, unit: '', budget: BUDGETS.feedWorkers, note: `${workers.shared} shared, ${workers.dedicated} dedicated` });
    notes.push(
      `Desktop windows of 1920×1080 in one browser, ${PANELS} live matches each (the same ones), settle ${settleMs / 1000} s, then a ${windowMs / 1000} s window: the first alone, then both side by side. No CPU throttling. Both windows take their patches from one SharedWorker (ADR 0032); the worker's own CPU is not in these figures.`,
    );
    await context.close();
  } finally {
    await browser.close();
    await house.stop();
  }
});
