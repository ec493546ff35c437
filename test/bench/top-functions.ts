/**
 * `node --import tsx test/bench/top-functions.ts FILE.cpuprofile [N]`: the functions with the most
 * self time (and their share) in a V8 CPU profile from `npm run bench -- --profile`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

/** Minified client code is mapped back through the build's source maps (bench-results/client). */
const assets = path.resolve(import.meta.dirname, '../../bench-results/client/assets');
const maps = new Map<string, SourceMap | null>();
function original(url: string, line: number, column: number): string | null {
  const file = url.split('/').pop() ?? '';
  if (!maps.has(file)) {
    const mapFile = path.join(assets, `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  const entry = maps.get(file)?.findEntry(line, column) as { originalSource?: string; originalLine?: number; name?: string } | undefined;
  if (!entry?.originalSource) return null;
  return `${entry.name ?? ''} ${entry.originalSource.replace(/^.*node_modules\//, '~/').replace(/^(\.\.\/)+/, '')}:${(entry.originalLine ?? 0) + 1}`;
}

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number };
type Profile = { nodes: Node[]; samples?: number[]; timeDeltas?: number[] };

const [file, n = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: top-functions FILE.cpuprofile [N]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<string, number>();
let total = 0;
const samples = profile.samples ?? [];
const deltas = profile.timeDeltas ?? [];
for (let i = 0; i < samples.length; i++) {
  const node = byId.get(samples[i]!);
  if (!node) continue;
  const dt = deltas[i] ?? 0;
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const key = (url && original(url, lineNumber, columnNumber)) || `${functionName || '(anonymous)'}  ${url.split('/').pop()}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + dt);
  total += dt;
}
console.log(`total ${(total / 1000).toFixed(0)} ms sampled`);
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) {
  console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
}
