/**
 * Shared by the bench sections (test/bench/*.ts, run by scripts/bench.ts): the result format, the
 * budgets from docs/budgets.md, and small timing and statistics helpers.
 *
 * Each section runs in its own Node process (so one section's heap and JIT state never colour the
 * next) and writes its result as JSON to the path in `BENCH_OUT`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A budget: the figure must be `>=` or `<=` `value`. Smoke runs allow twice the budget. */
export type Budget = { readonly op: '>=' | '<='; readonly value: number; readonly text: string };

export type Figure = {
  readonly id: string;
  readonly label: string;
  readonly value: number | null;
  readonly unit: string;
  readonly budget?: Budget;
  /** Set by the runner: within budget, within 2× (smoke), or neither. */
  pass?: boolean;
  grossMiss?: boolean;
  readonly note?: string;
};

export type SectionResult = {
  readonly section: string;
  readonly title: string;
  readonly figures: Figure[];
  readonly notes: string[];
  readonly durationMs: number;
  /** Free-form detail kept in the JSON only (per-run samples, chunk lists…). */
  readonly detail?: unknown;
  readonly error?: string;
};

/** docs/budgets.md, one entry per measured budget. */
export const BUDGETS = {
  pipelineEventsPerSec: { op: '>=', value: 200_000, text: '≥ 200,000 events/s' },
  mainThreadBusy: { op: '<=', value: 0.15, text: '≤ 15 %' },
  longTasks: { op: '<=', value: 0, text: 'none > 50 ms' },
  latencyP95: { op: '<=', value: 150, text: '≤ 150 ms' },
  workerGain: { op: '>=', value: 3, text: '≥ 3× less main-thread time' },
  firstLoadJs: { op: '<=', value: 170 * 1024, text: '≤ 170 KB gzip' },
  lighthouse: { op: '>=', value: 95, text: '≥ 95' },
  mainHeap: { op: '<=', value: 40 * 1024 * 1024, text: '≤ 40 MB' },
  hubVsSocketIo: { op: '>=', value: 1, text: '≥ Socket.IO’s delivered msgs/s' },
  settlementMs: { op: '<=', value: 2000, text: '≤ 2 s' },
  secondWindow: { op: '<=', value: 1.1, text: '≤ 1.1× (no more than the first, within the run-to-run noise)' },
  feedWorkers: { op: '<=', value: 1, text: 'one for every window' },
} as const satisfies Record<string, Budget>;

export function isSmoke(argv: readonly string[] = process.argv): boolean {
  return argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
}

/** Whether a figure meets its budget, and whether it misses by more than 2× (a gross regression). */
export function judge(figure: Figure): Figure {
  const { budget, value } = figure;
  if (!budget || value === null) return figure;
  if (budget.op === '>=') {
    figure.pass = value >= budget.value;
    figure.grossMiss = value < budget.value / 2;
  } else {
    figure.pass = value <= budget.value;
    // A zero budget (long tasks) has no "2×"; a smoke run allows a couple of stray ones.
    figure.grossMiss = budget.value === 0 ? value > 2 : value > budget.value * 2;
  }
  return figure;
}

export function writeResult(result: SectionResult): void {
  const out = process.env.BENCH_OUT;
  const json = JSON.stringify(result, null, 1);
  if (out) writeFileSync(out, json);
  else console.log(json);
}

/** Runs a section body, recording its duration and turning a crash into a result that says so. */
export async function runSection(section: string, title: string, body: (r: { figures: Figure[]; notes: string[]; detail: Record<string, unknown> }) => Promise<void>): Promise<void> {
  const started = performance.now();
  const acc = { figures: [] as Figure[], notes: [] as string[], detail: {} as Record<string, unknown> };
  let error: string | undefined;
  try {
    await body(acc);
  } catch (e) {
    error = (e as Error).stack ?? String(e);
    console.error(`[${section}] ${error}`);
  }
  writeResult({
    section,
    title,
    figures: acc.figures.map(judge),
    notes: acc.notes,
    durationMs: Math.round(performance.now() - started),
    detail: acc.detail,
    ...(error === undefined ? {} : { error }),
  });
  // Engines and sockets may hold timers; a section is done when it has written its result.
  process.exit(0);
}

export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

export function sortedNumbers(values: Iterable<number>): number[] {
  return Array.from(values).sort((a, b) => a - b);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function log(section: string, message: string): void {
  process.stderr.write(`[${section}] ${message}\n`);
}

export const KiB = 1024;
export const MiB = 1024 * 1024;
