/**
 * Browser tests run against the built client served by a real house process. The client is built
 * once per run; the house gets a free port and a throwaway DATA_DIR.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startHouse } from './house-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    houseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
  // The shared house runs the match-driven default feed (ADR 0024), as players see it: its pages
  // are about layout, settings and accounts. A page under the old 300 changes a second keeps half a
  // core of Chromium busy (docs/benchmarks.md, "CI"), so only suites about moving prices start one.
  const house = await startHouse();
  project.provide('houseUrl', house.url);
  return () => house.stop();
}
