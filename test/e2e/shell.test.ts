/**
 * Every page kind of the shell, at a phone and a desktop size: a screenshot to look at, no
 * horizontal overflow, no serious or critical axe-core violation, and the head tags every page
 * must carry (PRD-11, PRD-12).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { chromiumForFile, horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { injectableContext, seriousViolations } from './shell-a11y.ts';

const houseUrl = inject('houseUrl');
const browser = chromiumForFile();

type PageKind = { readonly name: string; readonly path: string; ready(page: Page): Promise<unknown> };

const heading = (page: Page) => page.locator('main h1').first().waitFor();

const PAGE_KINDS: readonly PageKind[] = [
  { name: 'home', path: '/en-US', ready: heading },
  { name: 'live', path: '/en-US/live', ready: (page) => page.locator('[data-match-id]').first().waitFor({ timeout: 20_000 }) },
  { name: 'sport', path: '/en-US/sport/soccer', ready: heading },
  { name: 'esports', path: '/en-US/esports', ready: heading },
  { name: 'casino', path: '/en-US/casino/slots', ready: heading },
  { name: 'promotions', path: '/en-US/promotions', ready: heading },
  { name: 'not-found', path: '/en-US/no-such-page', ready: heading },
  { name: 'chinese', path: '/zh-CHS/live', ready: (page) => page.locator('[data-match-id]').first().waitFor({ timeout: 20_000 }) },
  { name: 'modal', path: '/en-US/open-modal/cancelWithdrawalModal/42', ready: (page) => page.getByRole('alertdialog').waitFor() },
  {
    name: 'settings',
    path: '/en-US/live',
    ready: async (page) => {
      await page.locator('main h1').waitFor();
      const header = page.getByRole('button', { name: 'Open settings' });
      // The narrowest phones reach settings through the Menu drawer.
      if (await header.isVisible()) await header.click();
      else {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Settings' }).click();
      }
      await page.getByRole('combobox', { name: 'Odds format' }).first().waitFor();
    },
  },
];

describe('shell pages', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test.each(PAGE_KINDS)(`[SCR-13] $name fits a ${size} screen (${viewport.width}×${viewport.height}), with no serious axe violations`, async (kind) => {
      const context = await injectableContext(browser(), viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${houseUrl}${kind.path}`);
      await kind.ready(page);
      // Let entry animations and the meta-tag fetch settle before looking.
      await page.waitForTimeout(400);
      await screenshot(page, `shell-${kind.name}-${size}`);
      expect(await horizontalOverflow(page), 'horizontal overflow in px').toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('[PRD-12] every page has the document language, a canonical link and alternates for all ten languages', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    for (const [path, lang] of [
      ['/en-US/casino/slots?providers=netent', 'en-US'],
      ['/zh-CHT/live', 'zh-Hant'],
      ['/de-DE/nope', 'de-DE'],
    ] as const) {
      await page.goto(`${houseUrl}${path}`);
      await page.locator('main').waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
      expect(canonical).toBe(`${houseUrl}${path.split('?')[0]}`);
      const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) => links.map((l) => l.getAttribute('hreflang')));
      expect(alternates).toEqual(['de-DE', 'en-US', 'es-ES', 'ja-JP', 'ko-KR', 'pt-PT', 'ru-RU', 'tr-TR', 'zh-Hans', 'zh-Hant', 'x-default']);
    }
    await page.close();
  });

  test('[PRD-11] [API-14] title, description, keywords and og tags come from the lazily loaded bundle of the page’s language and section', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    const bundles: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/content/meta/')) bundles.push(new URL(r.url()).pathname);
    });
    await page.goto(`${houseUrl}/en-US/live`);
    // The meta bundle is fetched after the page's own code: on a loaded machine that takes a while.
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe('Live betting – in-play odds | Sportsbook');
    const meta = (selector: string) => page.getAttribute(selector, 'content');
    expect(await meta('meta[name="description"]')).toContain('Bet in play');
    expect(await meta('meta[name="keywords"]')).toContain('live betting');
    expect(await meta('meta[property="og:title"]')).toBe('Live betting – in-play odds | Sportsbook');
    expect(await meta('meta[property="og:description"]')).toContain('Bet in play');
    expect(bundles).toEqual(['/api/content/meta/en-US/sport']);

    // Another section loads its own bundle, once; a page of the same section reuses it.
    await page.getByRole('link', { name: 'Casino' }).first().click();
    await expect.poll(() => meta('meta[property="og:title"]')).toBe('Casino – slots and table games | Sportsbook');
    expect(bundles).toEqual(['/api/content/meta/en-US/sport', '/api/content/meta/en-US/casino']);

    await page.goto(`${houseUrl}/de-DE/live`);
    await expect.poll(() => page.title()).toBe('Livewetten – Quoten während des Spiels | Sportsbook');
    await page.close();
  });

  test('[ERR-02] a meta bundle that fails to load is logged only, and no meta tags are set', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.route('**/api/content/meta/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    // A page the house does not draw (ADR 0044): the page loads its tags itself.
    await page.goto(`${houseUrl}/en-US/casino/slots`);
    await page.locator('main h1').waitFor();
    await expect.poll(() => warnings.some((w) => w.includes('meta tags en-US/casino'))).toBe(true);
    expect(await page.locator('meta[property="og:title"]').count()).toBe(0);
    await page.close();
  });

  test('[#17] the built scripts and style sheets go out brotli- or gzip-compressed as the browser accepts, immutable, and plain to a client that takes neither', async () => {
    const html = await (await fetch(`${houseUrl}/en-US`)).text();
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const css = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(entry, 'the entry script in index.html').toBeDefined();
    expect(css, 'the style sheet in index.html').toBeDefined();
    for (const asset of [entry!, css!]) {
      const plain = await fetch(`${houseUrl}${asset}`, { headers: { 'accept-encoding': 'identity' } });
      const size = Number(plain.headers.get('content-length'));
      expect(plain.headers.get('content-encoding')).toBeNull();
      for (const encoding of ['br', 'gzip'] as const) {
        // fetch decodes the body itself; the raw length is the header's.
        const packed = await fetch(`${houseUrl}${asset}`, { headers: { 'accept-encoding': encoding } });
        expect(packed.headers.get('content-encoding'), `${asset} as ${encoding}`).toBe(encoding);
        expect(packed.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
        expect(packed.headers.get('cache-control')).toContain('immutable');
        expect(Number(packed.headers.get('content-length'))).toBeLessThan(size / 2);
        expect((await packed.text()).length).toBe((await (await fetch(`${houseUrl}${asset}`, { headers: { 'accept-encoding': 'identity' } })).text()).length);
      }
    }
  });
});
