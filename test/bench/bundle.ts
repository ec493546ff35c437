/**
 * Bench section 3: the JS a first load needs, in gzip bytes.
 *
 * Method: load the page in a fresh Chromium context (empty cache) from the real house, wait until
 * it shows its content (and, on /live, the first live match), and take every JavaScript response
 * the page and its workers fetched. Each file is gzip-compressed here (zlib level 6, the usual
 * server setting), so the figure does not depend on whether the house compresses. Chunks are
 * classed as: `entry` (index.html's script and modulepreloads), `lazy` (loaded by the route after
 * boot: route components, the locale dictionary) and `worker` (the feed worker and its imports).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, KiB, log, runSection, sleep } from './common.ts';
import { clientDir, launchBenchChromium, startBenchHouse } from './harness.ts';

const SECTION = 'bundle';
/**
 * `ready`: what shows the route has rendered its content (the home page: its main landmark).
 * `budgeted`: the first-load budget applies (docs/budgets.md); the other routes' own cost is reported
 * so that a pre-match, results or schedule chunk that grows is seen.
 */
const ROUTES = [
  { path: '/en-US', ready: 'main', budgeted: true },
  { path: '/en-US/live', ready: '[data-match-id]', budgeted: true },
  { path: '/en-US/sport', ready: '.sports-index', budgeted: false },
  { path: '/en-US/sport/soccer', ready: '.prematch-row', budgeted: false },
  { path: '/en-US/sport/results', ready: '.results-page', budgeted: false },
  { path: '/en-US/sport/schedule', ready: '.schedule-days', budgeted: false },
] as const;

type Chunk = { readonly file: string; readonly kind: 'entry' | 'lazy' | 'worker'; readonly raw: number; readonly gzip: number };

const gz = new Map<string, { raw: number; gzip: number }>();
function sizes(file: string) {
  let s = gz.get(file);
  if (!s) {
    const bytes = readFileSync(path.join(clientDir(), file));
    s = { raw: bytes.byteLength, gzip: gzipSync(bytes, { level: 6 }).byteLength };
    gz.set(file, s);
  }
  return s;
}

function entryFiles(): Set<string> {
  const html = readFileSync(path.join(clientDir(), 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g)) files.add(m[1]!);
  return files;
}

await runSection(SECTION, 'Bundle: first-load JS (gzip)', async ({ figures, notes, detail }) => {
  const house = await startBenchHouse();
  const browser = await launchBenchChromium();
  const entry = entryFiles();
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      // Playwright sees a dedicated worker's fetches, not a SharedWorker's: the page loads the feed
      // in its dedicated fallback (ADR 0032), the same code as the shared entry but for a few bytes.
      await context.addInitScript('delete window.SharedWorker');
      const workerUrls = new Set<string>();
      const scripts = new Set<string>();
      context.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js') && response.ok()) scripts.add(url.pathname.slice(1));
      });
      const page = await context.newPage();
      page.on('worker', (w) => workerUrls.add(new URL(w.url()).pathname.slice(1)));
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${house.url}${route.path}`, { waitUntil: 'load' });
      await page
        .locator(route.ready)
        .first()
        .waitFor({ timeout: 60_000 })
        .catch((e: Error) => {
          throw new Error(`${route.path} never showed '${route.ready}'${errors.length ? ` (page errors: ${errors.join(' | ')})` : ''}: ${e.message.split('\n')[0]}`);
        });
      await sleep(1500); // late lazy chunks and the worker's own imports
      const chunks: Chunk[] = [...scripts].sort().map((file) => ({
        file,
        kind: entry.has(file) ? 'entry' : workerUrls.has(file) ? 'worker' : 'lazy',
        ...sizes(file),
      }));
      // Playwright does not say which thread asked for a file: a chunk is the worker's when it is
      // missing from the page's own resource timing (the worker's fetches are in the worker's).
      const pageGraph = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.slice(1)));
      for (const c of chunks) if (c.kind === 'lazy' && !pageGraph.includes(c.file)) (c as { kind: string }).kind = 'worker';
      const sum = (kinds: readonly Chunk['kind'][]) => chunks.filter((c) => kinds.includes(c.kind)).reduce((n, c) => n + c.gzip, 0);
      const total = sum(['entry', 'lazy', 'worker']);
      log(SECTION, `${route.path}: ${(total / KiB).toFixed(1)} KB gzip in ${chunks.length} files`);
      figures.push({
        id: `bundle.firstLoad${route.path}`,
        label: `${route.path}: first-load JS, page + worker`,
        value: total,
        unit: 'bytes',
        ...(route.budgeted ? { budget: BUDGETS.firstLoadJs } : {}),
        note: `entry ${(sum(['entry']) / KiB).toFixed(1)} KB, route/lazy ${(sum(['lazy']) / KiB).toFixed(1)} KB, worker ${(sum(['worker']) / KiB).toFixed(1)} KB`,
      });
      figures.push({ id: `bundle.mainThread${route.path}`, label: `${route.path}: of which on the page's thread (entry + lazy)`, value: sum(['entry', 'lazy']), unit: 'bytes' });
      detail[route.path] = chunks;
      await context.close();
    }
    const all = readdirSync(path.join(clientDir(), 'assets')).filter((f) => f.endsWith('.js'));
    const loadedBy = (file: string) =>
      ROUTES.filter((r) => (detail[r.path] as Chunk[]).some((c) => c.file === file)).map((r) => `${r.path} (${(detail[r.path] as Chunk[]).find((c) => c.file === file)!.kind})`);
    const inventory = all.map((f) => ({ file: `assets/${f}`, ...sizes(`assets/${f}`), loadedBy: loadedBy(`assets/${f}`) })).sort((a, b) => b.gzip - a.gzip);
    detail.inventory = inventory;
    const lazy = inventory.filter((c) => c.loadedBy.every((l) => !l.endsWith('(entry)')));
    notes.push(
      `Lazy chunks (not in index.html): ${lazy.map((c) => `${c.file.replace('assets/', '')} ${(c.gzip / KiB).toFixed(1)} KB${c.loadedBy.length ? ` — ${c.loadedBy.join(', ')}` : ' — not loaded by these routes (other locales…)'}`).join('; ')}.`,
    );
    notes.push('Method: Chromium loads the page with an empty cache from the real house; every JS response is gzip-compressed here (zlib level 6). The worker and its chunks count toward the first load of /live: the page shows no prices without them.');
  } finally {
    await browser.close();
    await house.stop();
  }
});

