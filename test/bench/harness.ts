/**
 * The real house as a child process serving the bench's own build (bench-results/client), and
 * Debian's Chromium driven by playwright-core, for the browser sections of the bench.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ROOT } from './common.ts';

export type HouseProcess = { readonly url: string; stop(): Promise<void> };

/**
 * `server/main.ts` as a child process on a free loopback port with a throwaway DATA_DIR, as
 * test/e2e/house-process.ts does, with a longer start deadline (opening the database on a busy
 * 2-core machine can take a while).
 */
async function startHouse(env: Record<string, string>): Promise<HouseProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-house-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`house did not start in 120 s:\n${output}`)), 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`house exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] as const;

export function clientDir(): string {
  return process.env.BENCH_CLIENT_DIR ?? path.join(ROOT, 'bench-results', 'client');
}

export type HouseFeed = { readonly liveMatches?: number; readonly oddsRate?: number; readonly tickMs?: number };

/** A house on a free loopback port; without `feed`, the defaults a user gets from `npm start`. */
export function startBenchHouse(feed: HouseFeed = {}): Promise<HouseProcess> {
  const env: Record<string, string> = { CLIENT_DIR: clientDir(), FEED_SEED: '1' };
  if (feed.liveMatches !== undefined) env.FEED_LIVE_MATCHES = String(feed.liveMatches);
  if (feed.oddsRate !== undefined) env.FEED_ODDS_RATE = String(feed.oddsRate);
  if (feed.tickMs !== undefined) env.FEED_TICK_MS = String(feed.tickMs);
  return startHouse(env);
}

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}
