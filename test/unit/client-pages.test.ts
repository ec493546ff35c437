import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { clientPages } from '../../server/client-pages.ts';

function builtClient(manifest: Record<string, { file: string }> | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
  writeFileSync(path.join(dir, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

test('a page under a language preloads that language’s dictionary; others get index.html as built', () => {
  const page = clientPages(
    builtClient({
      'src/i18n/en-US/index.ts': { file: 'assets/en-US-abc.js' },
      'src/i18n/zh-Hans/index.ts': { file: 'assets/zh-Hans-def.js' },
    }),
  );
  expect(page('/en-US/live?x=1')).toContain('<link rel="modulepreload" crossorigin href="/assets/en-US-abc.js" />');
  expect(page('/zh-CHS')).toContain('href="/assets/zh-Hans-def.js"');
  expect(page('/zh-CHS')).not.toContain('en-US-abc');
  for (const url of ['/', '/live', '/de-DE/live', '/../etc']) expect(page(url)).not.toContain('modulepreload');
});

test('without a build manifest every page is index.html as built', () => {
  expect(clientPages(builtClient(null))('/en-US')).toBe('<html><head><title>x</title></head><body></body></html>');
});
