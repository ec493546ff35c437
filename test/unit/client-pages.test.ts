import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { clientPages, type PageRequest } from '../../server/client-pages.ts';

const INDEX = '<html lang="en-US"><head><title>x</title><meta name="description" content="d" /></head><body><div id="root"><p class="boot">x</p></div></body></html>';

function builtClient(manifest: Record<string, { file: string }> | null, renderer?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  if (renderer) {
    mkdirSync(path.join(dir, '.ssr'));
    writeFileSync(path.join(dir, '.ssr', 'entry-server.js'), renderer);
  }
  return dir;
}

const deps = { fetch: fetch, topic: async () => [], warn: () => undefined };
const request = (url: string, acceptEncoding = ''): PageRequest => ({ url, origin: 'http://house', cookie: '', acceptEncoding });
const text = async (page: ReturnType<typeof clientPages>, url: string) => String((await page(request(url))).body);

test('a page under a language preloads that language’s dictionary; others get index.html as built', async () => {
  const page = clientPages(
    builtClient({
      'src/i18n/en-US/index.ts': { file: 'assets/en-US-abc.js' },
      'src/i18n/zh-Hans/index.ts': { file: 'assets/zh-Hans-def.js' },
    }),
    deps,
  );
  expect(await text(page, '/en-US/live?x=1')).toContain('<link rel="modulepreload" crossorigin href="/assets/en-US-abc.js" />');
  expect(await text(page, '/zh-CHS')).toContain('href="/assets/zh-Hans-def.js"');
  expect(await text(page, '/zh-CHS')).not.toContain('en-US-abc');
  for (const url of ['/', '/live', '/de-DE/live', '/../etc']) expect(await text(page, url)).not.toContain('modulepreload');
});

test('without a build manifest or a renderer every page is index.html as built', async () => {
  expect(await page0('/en-US')).toBe(INDEX);
  async function page0(url: string) {
    const answer = await clientPages(builtClient(null), deps)(request(url));
    expect(answer.rendered).toBe(false);
    return answer.body;
  }
});

const RENDERER = `
let calls = 0;
export async function renderPage(request) {
  calls++;
  if (request.url.startsWith('/fail')) throw new Error('boom');
  if (request.url.startsWith('/slow')) return new Promise(() => {});
  if (request.url.startsWith('/none')) return null;
  return { lang: 'zh-CHS', html: '<main>drawn ' + calls + '</main>', head: '<title>Drawn</title>\\n<meta name="description" content="own" />', bootData: '{"views":{}}' };
}`;

test('a drawn page (ADR 0044): language, head, #root and its boot data; one render serves its address a while, compressed once', async () => {
  const page = clientPages(builtClient(null, RENDERER), deps);
  const html = await text(page, '/zh-CHS/live');
  expect(html).toContain('<html lang="zh-Hans" class="zh">');
  expect(html).toContain('<title>Drawn</title>');
  expect(html).not.toContain('<title>x</title>');
  expect(html).not.toContain('content="d"');
  expect(html).toContain('<div id="root"><main>drawn 1</main></div>');
  expect(html).toContain('<script type="application/json" id="boot-data">{"views":{}}</script>');
  const compressed = await page(request('/zh-CHS/live', 'gzip, deflate, br'));
  expect(compressed.encoding).toBe('br');
  expect(brotliDecompressSync(compressed.body as Buffer).toString()).toBe(html);
  // Same address within RENDER_TTL_MS: the same render (calls stays at 1); another address renders anew.
  expect(await text(page, '/zh-CHS/live')).toContain('drawn 1');
  expect(await text(page, '/zh-CHS')).toContain('drawn 2');
});

test('a render that fails, hangs or declines leaves the page as built, and the house is told of the failure', async () => {
  const warned: unknown[] = [];
  const page = clientPages(builtClient(null, RENDERER), { ...deps, warn: (error) => warned.push(error) });
  for (const url of ['/fail', '/none', '/slow']) {
    const answer = await page(request(url));
    expect(answer).toMatchObject({ rendered: false, body: INDEX });
  }
  expect(warned).toHaveLength(1);
}, 10_000);

