/** Starts the real house (`server/main.ts`) as a child process on a free port, as `npm start` would. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedSchemaKey, openDatabase } from '../../server/db/open.ts';

export type HouseProcess = { readonly url: string; readonly child: ChildProcess; exited(): boolean; stop(signal?: NodeJS.Signals): Promise<void> };

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A new house's DATA_DIR, holding a copy of an empty migrated embedded database: a house that makes
 * its cluster itself spends ≈ 6 s of CPU on it (twice that on a loaded CI machine), a copy none.
 */
export async function freshDataDir(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'house-'));
  cpSync(await migratedDataDir(), dir, { recursive: true });
  return dir;
}

/** An empty migrated DATA_DIR, made once and kept in the OS temp dir, named by the schema it holds. */
async function migratedDataDir(): Promise<string> {
  const dir = path.join(tmpdir(), `sportsbook-house-data-${embeddedSchemaKey()}`);
  if (existsSync(dir)) return dir;
  const making = mkdtempSync(`${dir}.making-`);
  const db = await openDatabase({ dataDir: making, databaseUrl: undefined });
  await db.close();
  try {
    renameSync(making, dir);
  } catch {
    // Made meanwhile by another process: theirs is as good.
    rmSync(making, { recursive: true, force: true });
  }
  return dir;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a house; `env` may fix PORT and DATA_DIR (a restart on the same port and data). */
export async function startHouse(env: Record<string, string> = {}): Promise<HouseProcess> {
  const dataDir = env.DATA_DIR ?? (await freshDataDir());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A house that never said it listens is killed, not left running after the suite.
      child.kill('SIGKILL');
      reject(new Error(`house did not start in 90 s:\n${output}`));
    }, 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`house exited with ${code}:\n${output}`));
    });
  });
  // A child killed by a signal has no exit code, only its signal.
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    child,
    exited,
    stop: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (exited()) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
