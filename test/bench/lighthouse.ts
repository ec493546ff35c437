/**
 * Bench section 4: Lighthouse (the npm package, default mobile settings: simulated slow 4G and 4×
 * CPU slowdown, Moto G Power viewport) driving Debian's Chromium through chrome-launcher, against
 * the real house with its default feed (what `npm start` serves). Performance score, LCP, TBT, CLS
 * for /en-US and /en-US/live; each page is run RUNS times and the median score's run is reported.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BUDGETS, isSmoke, log, runSection } from './common.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBenchHouse } from './harness.ts';

const SECTION = 'lighthouse';
const PAGES = ['/en-US', '/en-US/live'] as const;

type Lhr = { categories: { performance?: { score: number | null } }; audits: Record<string, { numericValue?: number }>; runtimeError?: { message: string }; runWarnings?: string[] };

await runSection(SECTION, 'Lighthouse (mobile defaults)', async ({ figures, notes, detail }) => {
  const runs = isSmoke() ? 1 : 3;
  // The stress knob at 300 odds/s, as these figures were first measured (the default feed moves far less: ADR 0024).
  const house = await startBenchHouse({ oddsRate: 300 });
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    for (const page of PAGES) {
      const results: Lhr[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${house.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr as unknown as Lhr | undefined;
        if (!lhr) throw new Error(`lighthouse gave no result for ${page}`);
        if (lhr.runtimeError) throw new Error(`lighthouse: ${page}: ${lhr.runtimeError.message}`);
        results.push(lhr);
        log(SECTION, `${page} run ${i + 1}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`);
      }
      results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const median = results[Math.floor(results.length / 2)]!;
      const audit = (id: string) => median.audits[id]?.numericValue ?? null;
      const score = Math.round((median.categories.performance?.score ?? 0) * 100);
      const lcp = audit('largest-contentful-paint');
      const tbt = audit('total-blocking-time');
      const cls = audit('cumulative-layout-shift');
      figures.push({ id: `lighthouse${page}.score`, label: `${page}: performance score`, value: score, unit: '', budget: BUDGETS.lighthouse, note: `scores of ${runs} runs: ${results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(', ')}` });
      figures.push({ id: `lighthouse${page}.lcp`, label: `${page}: LCP`, value: lcp === null ? null : Math.round(lcp), unit: 'ms' });
      figures.push({ id: `lighthouse${page}.tbt`, label: `${page}: TBT`, value: tbt === null ? null : Math.round(tbt), unit: 'ms' });
      figures.push({ id: `lighthouse${page}.cls`, label: `${page}: CLS`, value: cls === null ? null : +cls.toFixed(3), unit: '' });
      detail[page] = {
        fcp: audit('first-contentful-paint'),
        si: audit('speed-index'),
        tti: audit('interactive'),
        warnings: median.runWarnings ?? [],
      };
    }
    notes.push(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, default (mobile) config, performance category only; median of ${runs} runs per page. The house runs 60 live matches at FEED_ODDS_RATE=300.`);
  } finally {
    chrome.kill();
    await house.stop();
  }
});
