/**
 * Bench section 2: the browser under load.
 *
 * Setup: the real house with 300 live matches pushing 1,000 / 5,000 / 10,000 odds changes a second;
 * headless Debian Chromium, phone viewport, CPU throttled 4× (CDP Emulation.setCPUThrottlingRate on
 * the page and on the feed worker); /en-US/live open. Each rate is measured twice, one after the
 * other against the same house: the feed in its worker, and `?worker=off` (the identical pipeline
 * on the page's thread). The ratio of main-thread time is the worker design's gain.
 *
 * Once the live list is drawn whole (the house draws its first screenful, the page the rest a few
 * rows at a time; the time that takes is kept), the page settles for SETTLE_MS, then for WINDOW_MS:
 * - busy fraction: CDP Performance metric TaskDuration (main-thread task time) delta / wall time;
 * - long tasks: PerformanceObserver 'longtask' entries starting inside the window;
 * - FPS: requestAnimationFrame callbacks counted in a FPS_WINDOW_MS window of their own, after the
 *   main one: a requestAnimationFrame loop makes the page produce a frame at every vsync, work the
 *   page does not do on its own, which added up to 10 points to the busy fraction;
 * - latency: a MutationObserver sees `data-house-time` (src/features/live/house-time-mark.tsx,
 *   committed with the prices it came with) change; the sample is the start of the *next* animation
 *   frame minus the house emit time. The paint of the commit happens before that frame starts, so
 *   the figure over-states the true emit → paint time by at most one frame interval (≈ 17 ms at
 *   60 fps; longer when frames drop) and never under-states it; the commit time alone is kept too.
 *   The house and the browser share this machine's clock.
 * - heap: CDP Runtime.getHeapUsage on the page and on the worker target, at the end of the window.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { BUDGETS, ROOT, isSmoke, log, quantile, runSection, sleep, sortedNumbers, type Figure } from './common.ts';
import { launchBenchChromium, startBenchHouse } from './harness.ts';

const SECTION = 'browser';
const LIVE_MATCHES = 300;
const THROTTLE = 4;

type PageProbe = {
  reset(): void;
  collect(): { windowMs: number; longTasks: number[]; latency: number[]; commitLatency: number[]; updates: number };
  countFrames(): void;
  framesPerSecond(): number;
};

/**
 * Runs in the page before its own scripts. Plain JS in a string: a function here would be
 * transpiled by tsx with helpers the page does not have.
 */
const PROBE = `(() => {
  let since = performance.now(), longTasks = [], latency = [], commitLatency = [], updates = 0, lastHouseTime = 0;
  let frames = 0, framesSince = 0, counting = false;
  const frame = () => { if (!counting) return; frames++; requestAnimationFrame(frame); };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.startTime >= since) longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  const onMark = (el) => {
    const houseTime = Number(el.getAttribute('data-house-time'));
    if (!houseTime || houseTime === lastHouseTime) return;
    lastHouseTime = houseTime;
    updates++;
    commitLatency.push(Date.now() - houseTime);
    requestAnimationFrame(() => latency.push(Date.now() - houseTime));
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') onMark(r.target);
      // The mark appears once (added with its attribute), then only its attribute changes.
      for (const n of r.addedNodes) if (n instanceof Element) {
        if (n.hasAttribute('data-house-time')) onMark(n);
        n.querySelectorAll('[data-house-time]').forEach(onMark);
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-house-time'] });
  window.__bench = {
    reset() { since = performance.now(); longTasks = []; latency = []; commitLatency = []; updates = 0; },
    collect: () => ({ windowMs: performance.now() - since, longTasks, latency, commitLatency, updates }),
    countFrames() { counting = true; frames = 0; framesSince = performance.now(); requestAnimationFrame(frame); },
    framesPerSecond() { counting = false; return frames / ((performance.now() - framesSince) / 1000); },
  };
})();`;

/** CDP to the page's dedicated workers, through a session of our own (flatten: false). */
async function workerChannel(cdp: CDPSession) {
  const sessions: string[] = [];
  let nextId = 1;
  const waiting = new Map<number, (msg: { result?: unknown; error?: { message: string } }) => void>();
  cdp.on('Target.attachedToTarget', (e) => {
    if (e.targetInfo.type === 'worker') sessions.push(e.sessionId);
  });
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const msg = JSON.parse(e.message) as { id?: number; result?: unknown; error?: { message: string } };
    if (msg.id !== undefined) waiting.get(msg.id)?.(msg);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const send = async <T>(method: string, params: object = {}): Promise<T | null> => {
    const sessionId = sessions[0];
    if (!sessionId) return null;
    const id = nextId++;
    const reply = new Promise<{ result?: unknown; error?: { message: string } }>((resolve) => waiting.set(id, resolve));
    // Deprecated in CDP, still served by Chromium, and the only route playwright's CDPSession leaves us.
    await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    type Reply = { result?: unknown; error?: { message: string } };
    const msg: Reply = await Promise.race([reply, sleep(10_000).then((): Reply => ({ error: { message: 'timeout' } }))]);
    waiting.delete(id);
    return msg.error ? null : (msg.result as T);
  };
  return { send, attached: () => sessions.length };
}

type ModeResult = {
  mode: 'worker' | 'main';
  busy: number;
  taskSeconds: number;
  scriptSeconds: number;
  layoutSeconds: number;
  styleSeconds: number;
  wallSeconds: number;
  fps: number;
  longTasks: number;
  longestTaskMs: number;
  p50: number | null;
  p95: number | null;
  commitP95: number | null;
  updates: number;
  pageHeap: number;
  workerHeap: number | null;
  workerThrottled: boolean;
  matchRows: number;
  /** From the first live row to the whole list drawn (ms); null if it was not whole within LIST_WHOLE_WAIT_MS. */
  listWholeMs: number | null;
};

/** How long the list may take to be drawn whole before the window starts anyway. */
const LIST_WHOLE_WAIT_MS = 60_000;
const FPS_WINDOW_MS = 3000;

/** Waits until the page shows as many rows as its count says it has; returns how long that took. */
async function waitForWholeList(page: Page): Promise<number | null> {
  const start = Date.now();
  while (Date.now() - start < LIST_WHOLE_WAIT_MS) {
    const whole = await page.evaluate(() => {
      const rows = document.querySelectorAll('.live-page .match-row[data-match-id]:not([data-finished])').length;
      const said = Number(document.querySelector('.live-page__count')?.textContent?.match(/\d+/)?.[0]);
      return rows > 0 && rows === said;
    });
    if (whole) return Date.now() - start;
    await sleep(250);
  }
  return null;
}

async function measureMode(page: Page, cdp: CDPSession, url: string, mode: 'worker' | 'main', settleMs: number, windowMs: number, profileName: string): Promise<ModeResult> {
  await page.addInitScript({ content: PROBE });
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const worker = await workerChannel(cdp);
  await page.goto(`${url}/en-US/live${mode === 'main' ? '?worker=off' : ''}`, { waitUntil: 'load' });
  await page.locator('[data-match-id]').first().waitFor({ timeout: 90_000 });
  await page.locator('[data-house-time]').first().waitFor({ state: 'attached', timeout: 30_000 });
  const listWholeMs = await waitForWholeList(page);
  let workerThrottled = false;
  if (mode === 'worker') {
    for (let i = 0; i < 50 && worker.attached() === 0; i++) await sleep(100);
    // Dedicated workers have no Emulation domain in CDP; this records whether that still holds.
    workerThrottled = (await worker.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })) !== null;
  }
  await sleep(settleMs);
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  await page.evaluate(() => (window as unknown as { __bench: PageProbe }).__bench.reset());
  const profile = process.env.BENCH_PROFILE === '1' ? profileName : null;
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const m0 = await metrics();
  await sleep(windowMs);
  const m1 = await metrics();
  if (profile) {
    const { profile: data } = await cdp.send('Profiler.stop');
    const dir = path.join(ROOT, 'bench-results', 'profiles');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${profile}.cpuprofile`), JSON.stringify(data));
  }
  const probe = await page.evaluate(() => (window as unknown as { __bench: PageProbe }).__bench.collect());
  await page.evaluate(() => (window as unknown as { __bench: PageProbe }).__bench.countFrames());
  await sleep(FPS_WINDOW_MS);
  const fps = await page.evaluate(() => (window as unknown as { __bench: PageProbe }).__bench.framesPerSecond());
  const pageHeap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const workerHeap = mode === 'worker' ? ((await worker.send<{ usedSize: number }>('Runtime.getHeapUsage'))?.usedSize ?? null) : null;
  const matchRows = await page.locator('[data-match-id]').count();
  const d = (k: string) => (m1[k] ?? 0) - (m0[k] ?? 0);
  const wallSeconds = d('Timestamp');
  const lat = sortedNumbers(probe.latency);
  const commit = sortedNumbers(probe.commitLatency);
  return {
    mode,
    busy: d('TaskDuration') / wallSeconds,
    taskSeconds: d('TaskDuration'),
    scriptSeconds: d('ScriptDuration'),
    layoutSeconds: d('LayoutDuration'),
    styleSeconds: d('RecalcStyleDuration'),
    wallSeconds,
    fps,
    longTasks: probe.longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...probe.longTasks)),
    p50: quantile(lat, 0.5),
    p95: quantile(lat, 0.95),
    commitP95: quantile(commit, 0.95),
    updates: probe.updates,
    pageHeap,
    workerHeap,
    workerThrottled,
    matchRows,
    listWholeMs,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;

await runSection(SECTION, `Browser under load (Chromium, CPU ÷${THROTTLE}, ${LIVE_MATCHES} live matches, /en-US/live)`, async ({ figures, notes, detail }) => {
  const smoke = isSmoke();
  // BENCH_RATES=0,1000 (a comma list) narrows a profiling run; the figures keep their budgets only at 10,000/s.
  const rates = process.env.BENCH_RATES ? process.env.BENCH_RATES.split(',').map(Number) : smoke ? [10_000] : [1_000, 5_000, 10_000];
  const settleMs = smoke ? 2000 : 4000;
  const windowMs = smoke ? 6000 : 15_000;
  const browser = await launchBenchChromium();
  const runs: Record<number, ModeResult[]> = {};
  try {
    for (const rate of rates) {
      const house = await startBenchHouse({ liveMatches: LIVE_MATCHES, oddsRate: rate });
      runs[rate] = [];
      try {
        for (const mode of ['worker', 'main'] as const) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
          // The dedicated worker (the fallback of ADR 0032): CDP attaches to it from the page, to
          // throttle it and read its heap; a window's main-thread work is the same with either.
          await context.addInitScript('delete window.SharedWorker');
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          const cdp = await context.newCDPSession(page);
          const r = await measureMode(page, cdp, house.url, mode, settleMs, windowMs, `browser-${rate}-${mode}`);
          if (errors.length > 0) notes.push(`${rate}/s ${mode}: page errors: ${errors.slice(0, 3).join(' | ')}`);
          log(SECTION, `${rate}/s ${mode}: busy ${(r.busy * 100).toFixed(1)} % (script ${pct(r.scriptSeconds / r.wallSeconds)}, style ${pct(r.styleSeconds / r.wallSeconds)}, layout ${pct(r.layoutSeconds / r.wallSeconds)}), ${r.fps.toFixed(0)} fps, long tasks ${r.longTasks} (max ${r.longestTaskMs} ms), p50 ${r.p50} ms, p95 ${r.p95} ms, heap ${(r.pageHeap / 2 ** 20).toFixed(1)} MB / worker ${r.workerHeap === null ? '-' : (r.workerHeap / 2 ** 20).toFixed(1)} MB, rows ${r.matchRows}, list whole ${r.listWholeMs === null ? 'never' : `${r.listWholeMs} ms`} after its first row`);
          runs[rate].push(r);
          await context.close();
          if (smoke) break; // the smoke run measures the worker mode only
        }
      } finally {
        await house.stop();
      }
    }
  } finally {
    await browser.close();
  }
  detail.runs = runs;
  detail.method = { throttle: THROTTLE, settleMs, windowMs, viewport: '412×823' };

  for (const rate of rates) {
    const w = runs[rate]!.find((r) => r.mode === 'worker')!;
    const m = runs[rate]!.find((r) => r.mode === 'main');
    const atBudget = rate === 10_000;
    const tag = `${rate.toLocaleString('en')}/s`;
    const f = (fig: Figure) => figures.push(fig);
    f({
      id: `browser.${rate}.busy`,
      label: `${tag}: main thread busy (worker)`,
      value: +w.busy.toFixed(3),
      unit: 'fraction',
      ...(atBudget ? { budget: BUDGETS.mainThreadBusy } : {}),
      note: `script ${pct(w.scriptSeconds / w.wallSeconds)}, style ${pct(w.styleSeconds / w.wallSeconds)}, layout ${pct(w.layoutSeconds / w.wallSeconds)}, rest (paint, GC, other) ${pct((w.taskSeconds - w.scriptSeconds - w.styleSeconds - w.layoutSeconds) / w.wallSeconds)}`,
    });
    if (m) f({ id: `browser.${rate}.busyMain`, label: `${tag}: main thread busy (?worker=off)`, value: +m.busy.toFixed(3), unit: 'fraction' });
    if (m) f({ id: `browser.${rate}.gain`, label: `${tag}: main-thread time, ?worker=off ÷ worker`, value: +(m.taskSeconds / m.wallSeconds / (w.taskSeconds / w.wallSeconds)).toFixed(2), unit: 'ratio', ...(atBudget ? { budget: BUDGETS.workerGain } : {}) });
    f({ id: `browser.${rate}.longTasks`, label: `${tag}: long tasks > 50 ms after load (worker)`, value: w.longTasks, unit: '', ...(atBudget ? { budget: BUDGETS.longTasks } : {}), note: w.longTasks ? `longest ${w.longestTaskMs} ms` : '' });
    if (m) f({ id: `browser.${rate}.longTasksMain`, label: `${tag}: long tasks > 50 ms after load (?worker=off)`, value: m.longTasks, unit: '', note: m.longTasks ? `longest ${m.longestTaskMs} ms` : '' });
    f({ id: `browser.${rate}.fps`, label: `${tag}: frames per second (worker${m ? ` / ?worker=off ${m.fps.toFixed(0)}` : ''})`, value: Math.round(w.fps), unit: 'fps' });
    f({ id: `browser.${rate}.p50`, label: `${tag}: house emit → paint p50 (worker${m ? ` / ?worker=off ${m.p50} ms` : ''})`, value: w.p50, unit: 'ms' });
    f({ id: `browser.${rate}.p95`, label: `${tag}: house emit → paint p95 (worker${m ? ` / ?worker=off ${m.p95} ms` : ''})`, value: w.p95, unit: 'ms', ...(atBudget ? { budget: BUDGETS.latencyP95 } : {}), note: `${w.updates} updates sampled; commit-only p95 ${w.commitP95} ms` });
    f({ id: `browser.${rate}.heap`, label: `${tag}: page JS heap (worker${m ? ` / ?worker=off ${(m.pageHeap / 2 ** 20).toFixed(1)} MB` : ''})`, value: w.pageHeap, unit: 'heap', ...(atBudget ? { budget: BUDGETS.mainHeap } : {}) });
    f({ id: `browser.${rate}.workerHeap`, label: `${tag}: feed worker JS heap`, value: w.workerHeap, unit: 'heap' });
    f({ id: `browser.${rate}.listWhole`, label: `${tag}: first live row → whole list drawn (worker${m ? ` / ?worker=off ${m.listWholeMs ?? 'never'} ms` : ''})`, value: w.listWholeMs, unit: 'ms', note: w.listWholeMs === null ? `not whole after ${LIST_WHOLE_WAIT_MS / 1000} s` : '' });
  }
  const w10 = runs[rates.at(-1)!]?.find((r) => r.mode === 'worker');
  notes.push(
    `Each rate: ${LIVE_MATCHES} live matches (${w10?.matchRows ?? '?'} rows in the DOM at the highest rate), phone viewport 412×823, settle ${settleMs / 1000} s once the list is drawn whole, then a ${windowMs / 1000} s window, then frames counted for ${FPS_WINDOW_MS / 1000} s. Worker mode and ?worker=off run one after the other against the same house.`,
    `CPU throttling ${THROTTLE}× is set on the page target and on the worker target (${w10?.workerThrottled ? 'accepted by' : 'not accepted by'} the worker target). Busy = CDP TaskDuration delta ÷ wall time; it counts throttled time, as a 4× slower phone would spend it.`,
    'Latency = next animation frame after the React commit that changed data-house-time, minus the house emit time (ts of the newest live message shown): an upper bound, at most one frame above the true emit → paint time. Heaps are used JS heap (Runtime.getHeapUsage) at the end of the window, without a forced GC.',
  );
});
