/**
 * The client's version (API-58): a hash of the built index.html. Vite puts content hashes in every
 * asset name index.html references, so any change to the client changes this file and its hash.
 * Re-read when the file changes, so a build deployed under a running house is noticed (STA-60).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export function createVersionHash(clientDir: string): () => string | null {
  const index = path.join(clientDir, 'index.html');
  let cached: { mtimeMs: number; size: number; hash: string } | null = null;
  return () => {
    try {
      const stat = statSync(index);
      if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.hash;
      const hash = createHash('sha256').update(readFileSync(index)).digest('hex').slice(0, 16);
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, hash };
      return hash;
    } catch {
      // Not built (the Vite dev server serves the client): there is no version to compare.
      return null;
    }
  };
}
