/**
 * `npm run bench [-- --smoke] [-- --only pipeline,bundle] [-- --profile]`: the performance harness.
 *
 * Runs each section (test/bench/<section>.ts) in its own Node process, prints every figure beside
 * its budget from docs/budgets.md, writes the JSON results to bench-results/, and (full runs) rewrites the
 * results part of docs/benchmarks.md. `--smoke` is the short version, run by hand before a push (not in CI since 2026-11-27): it fails only on a gross
 * regression (a figure worse than twice its budget) or a section that crashes, never on exact timings.
 * `--profile` adds `--cpu-prof` to the Node sections (profiles in bench-results/profiles/).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Figure, SectionResult } from '../test/bench/common.ts';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench-results');
const docFile = path.join(root, 'docs', 'benchmarks.md');

const SECTIONS = {
  pipeline: { file: 'pipeline.ts', timeoutMs: 240_000 },
  bundle: { file: 'bundle.ts', timeoutMs: 120_000 },
  browser: { file: 'browser-load.ts', timeoutMs: 420_000 },
  multiview: { file: 'multiview-load.ts', timeoutMs: 300_000 },
  fanout: { file: 'fanout.ts', timeoutMs: 420_000 },
  lighthouse: { file: 'lighthouse.ts', timeoutMs: 300_000 },
  settlement: { file: 'settlement.ts', timeoutMs: 300_000 },
  cluster: { file: 'cluster.ts', timeoutMs: 480_000 },
} as const;
type SectionName = keyof typeof SECTIONS;
/** Docs and console order: the order of docs/budgets.md. */
const ORDER: readonly SectionName[] = ['pipeline', 'browser', 'multiview', 'bundle', 'lighthouse', 'fanout', 'settlement', 'cluster'];
/**
 * Run order: the cheap, most valuable sections first. Lighthouse is left out of the smoke run, and
 * so is the cluster (it needs NATS and PostgreSQL; `--smoke --only cluster` runs its short version).
 */
const RUN_ORDER: readonly SectionName[] = ['pipeline', 'bundle', 'settlement', 'browser', 'multiview', 'fanout', 'cluster', 'lighthouse'];
const SMOKE_SECTIONS: readonly SectionName[] = ['pipeline', 'bundle', 'browser', 'fanout'];

const { values } = parseArgs({
  options: { smoke: { type: 'boolean', default: false }, only: { type: 'string' }, profile: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } },
  allowPositionals: false,
});
const smoke = values.smoke || process.env.npm_lifecycle_event === 'bench:smoke';
const only = values.only?.split(',').map((s) => s.trim()) as SectionName[] | undefined;
for (const name of only ?? []) {
  if (!(name in SECTIONS)) {
    console.error(`--only: unknown section '${name}' (one of ${Object.keys(SECTIONS).join(', ')})`);
    process.exit(2);
  }
}
const chosen = RUN_ORDER.filter((s) => (only ? only.includes(s) : smoke ? SMOKE_SECTIONS.includes(s) : true));

/**
 * The browser sections measure the client as built now, into a directory of the bench's own
 * (bench-results/client), so a concurrent `vite build` of dist/ by a test run cannot swap the
 * assets under a measurement.
 */
const clientDir = path.join(resultsDir, 'client');
function build(): void {
  if (values['no-build'] && existsSync(path.join(clientDir, 'index.html'))) return;
  console.log('Building the client into bench-results/client (vite build)…');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

function runSection(name: SectionName): Promise<SectionResult> {
  const { file, timeoutMs } = SECTIONS[name];
  const out = path.join(resultsDir, `.${name}-${process.pid}.json`);
  rmSync(out, { force: true });
  const nodeArgs = ['--import', 'tsx'];
  if (values.profile) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${path.join(resultsDir, 'profiles')}`, `--cpu-prof-name=${name}.cpuprofile`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'test', 'bench', file), ...(smoke ? ['--smoke'] : [])], {
      cwd: root,
      env: { ...process.env, BENCH_OUT: out, BENCH_CLIENT_DIR: clientDir, ...(values.profile ? { BENCH_PROFILE: '1' } : {}) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => {
      console.error(`[${name}] still running after ${timeoutMs / 1000} s: stopping it`);
      child.kill('SIGKILL');
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const durationMs = Math.round(performance.now() - started);
      if (existsSync(out)) {
        const result = JSON.parse(readFileSync(out, 'utf8')) as SectionResult;
        rmSync(out, { force: true });
        return resolve(result);
      }
      resolve({ section: name, title: name, figures: [], notes: [], durationMs, error: `the section exited (${signal ?? code}) without a result` });
    });
  });
}

function formatValue(f: Pick<Figure, 'value' | 'unit'>): string {
  if (f.value === null) return 'n/a';
  switch (f.unit) {
    case 'bytes':
      return `${(f.value / 1024).toFixed(1)} KB`;
    case 'heap':
      return `${(f.value / 1024 / 1024).toFixed(1)} MB`;
    case 'fraction':
      return `${(f.value * 100).toFixed(1)} %`;
    case 'ratio':
      return `${f.value.toFixed(2)}×`;
    case '':
      return f.value.toLocaleString('en');
    default:
      return `${f.value.toLocaleString('en')} ${f.unit}`;
  }
}

function status(f: Figure): string {
  if (!f.budget) return '';
  if (f.value === null) return 'not measured';
  if (f.pass) return 'meets';
  return f.grossMiss ? 'MISSES (> 2×)' : 'misses';
}

function machine() {
  const sh = (cmd: string, args: string[]) => {
    try {
      return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trimEnd();
    } catch {
      return 'unknown';
    }
  };
  const dirty = sh('git', ['status', '--porcelain']) !== '';
  return {
    nproc: sh('nproc', []),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memory: sh('free', ['-h']),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    /** Other work on the machine skews every figure: the 1-minute load average at the start and the end. */
    loadAverage: [loadAtStart, os.loadavg()[0]!.toFixed(2)] as const,
    node: process.version,
    chromium: sh(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version']),
    commit: `${sh('git', ['rev-parse', '--short', 'HEAD'])}${dirty ? ' (with uncommitted changes)' : ''}`,
  };
}

function table(results: readonly SectionResult[]): string {
  const lines: string[] = [];
  for (const name of ORDER) {
    const r = results.find((x) => x.section === name);
    if (!r) continue;
    lines.push(`\n${r.title}  (${(r.durationMs / 1000).toFixed(0)} s)`);
    if (r.error) lines.push(`  ERROR: ${r.error.split('\n')[0]}`);
    // A section that measured nothing (the cluster without NATS or PostgreSQL) says why.
    else if (r.figures.length === 0 && r.notes[0]) lines.push(`  ${r.notes[0]}`);
    for (const f of r.figures) {
      const budget = f.budget ? `budget ${f.budget.text}` : '';
      lines.push(`  ${f.label.padEnd(78)} ${formatValue(f).padStart(16)}  ${budget.padEnd(34)} ${status(f)}`);
    }
  }
  return lines.join('\n');
}

function markdown(results: readonly SectionResult[], info: ReturnType<typeof machine>, command: string, startedAt: Date, totalMs: number): string {
  const md: string[] = [];
  md.push(`Run: ${startedAt.toISOString()} · \`${command}\` · ${(totalMs / 60_000).toFixed(1)} min · commit ${info.commit}`, '');
  md.push(`Machine: ${info.nproc} CPUs (\`nproc\`), ${info.cpu}; ${info.os}; Node ${info.node}; ${info.chromium}. Load average (1 min) at start / end: ${info.loadAverage.join(' / ')}.`, '');
  md.push('```', `$ free -h`, info.memory, '```', '');
  for (const name of ORDER) {
    const r = results.find((x) => x.section === name);
    if (!r) {
      md.push(`### ${name}`, '', 'Not run in this run.', '');
      continue;
    }
    md.push(`### ${r.title}`, '');
    if (r.error) md.push(`**The section failed:** \`${r.error.split('\n')[0]}\``, '');
    if (r.figures.length > 0) {
      md.push('| figure | value | budget | |', '|---|---:|---|---|');
      for (const f of r.figures) {
        const label = f.note ? `${f.label} <br><sub>${f.note}</sub>` : f.label;
        md.push(`| ${label} | ${formatValue(f)} | ${f.budget?.text ?? ''} | ${status(f)} |`);
      }
      md.push('');
    }
    for (const n of r.notes) md.push(`- ${n}`);
    if (r.notes.length > 0) md.push('');
  }
  return md.join('\n');
}

const START = '<!-- bench:results:start (written by npm run bench; edit outside these markers) -->';
const END = '<!-- bench:results:end -->';

function writeDoc(body: string): void {
  const block = `${START}\n${body}\n${END}`;
  if (!existsSync(docFile)) {
    writeFileSync(docFile, `# Benchmarks\n\n${block}\n`);
    return;
  }
  const doc = readFileSync(docFile, 'utf8');
  const a = doc.indexOf(START.slice(0, 24));
  const b = doc.indexOf(END);
  writeFileSync(docFile, a >= 0 && b > a ? `${doc.slice(0, a)}${block}${doc.slice(b + END.length)}` : `${doc.trimEnd()}\n\n## Latest results\n\n${block}\n`);
}

const startedAt = new Date();
const loadAtStart = os.loadavg()[0]!.toFixed(2);
const t0 = performance.now();
mkdirSync(resultsDir, { recursive: true });
if (chosen.some((s) => s === 'bundle' || s === 'browser' || s === 'lighthouse')) build();
const results: SectionResult[] = [];
for (const name of chosen) {
  console.log(`\n── ${name}${smoke ? ' (smoke)' : ''} ──`);
  results.push(await runSection(name));
}
const totalMs = performance.now() - t0;
const info = machine();
const command = `npm run bench${smoke ? ' -- --smoke' : ''}${only ? ` -- --only ${only.join(',')}` : ''}`;

console.log(`\n${'═'.repeat(100)}\n${command} — ${info.nproc} CPUs, ${info.cpu}, load ${info.loadAverage.join(' → ')}, ${(totalMs / 1000).toFixed(0)} s${table(results)}\n`);
if (Number(info.loadAverage[0]) > Number(info.nproc)) console.log(`note: the machine was busy with other work when the run started (load ${info.loadAverage[0]} on ${info.nproc} CPUs); figures are pessimistic.`);

const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
const kind = smoke ? 'smoke' : 'bench';
const json = JSON.stringify({ kind, startedAt: startedAt.toISOString(), command, totalMs: Math.round(totalMs), machine: info, results }, null, 1);
writeFileSync(path.join(resultsDir, `${kind}-${stamp}.json`), json);
writeFileSync(path.join(resultsDir, `${kind}-latest.json`), json);
console.log(`results: bench-results/${kind}-${stamp}.json`);

if (!smoke && !only) {
  writeDoc(markdown(results, info, command, startedAt, totalMs));
  console.log('docs/benchmarks.md updated');
} else if (!smoke) {
  console.log('docs/benchmarks.md is rewritten only by a full run (no --only)');
}

/**
 * Figures that already missed their budget by over 2× in the last full run (test/bench/known-misses.json):
 * the smoke run fails on them only when they get twice as bad again, so it guards against gross
 * regressions today instead of failing on what docs/benchmarks.md already explains.
 */
const knownMisses = (JSON.parse(readFileSync(path.join(root, 'test', 'bench', 'known-misses.json'), 'utf8')) as { figures: Record<string, { value: number }> }).figures;

function grossRegression(f: Figure): boolean {
  if (!f.grossMiss) return false;
  const known = knownMisses[f.id];
  if (!known || f.value === null || !f.budget) return true;
  return f.budget.op === '>=' ? f.value < known.value / 2 : f.value > known.value * 2;
}

const crashed = results.filter((r) => r.error);
const gross = results.flatMap((r) => r.figures.filter(grossRegression));
if (smoke && (crashed.length > 0 || gross.length > 0)) {
  for (const r of crashed) console.error(`smoke: section ${r.section} failed: ${r.error?.split('\n')[0]}`);
  for (const f of gross) {
    const known = knownMisses[f.id];
    console.error(`smoke: gross regression: ${f.label}: ${formatValue(f)} (budget ${f.budget?.text}${known ? `; last full run ${known.value}` : ''})`);
  }
  process.exit(1);
}
if (crashed.length > 0) process.exit(1);
