/**
 * Phone layouts in every language (issue #15): at 360 and 412 px the page never scrolls sideways,
 * the header's top row stays one row, the main menu scrolls rather than being cut off, and no
 * bottom-bar label is cut off or has a word broken inside it — signed
 * out and signed in (a long user name and balance), in all ten languages.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SITE_LOCALES } from '../../domain/site-locale.ts';
import { launchChromium, screenshot } from './browser.ts';
import { freePort, freshDataDir, startHouse, type HouseProcess } from './house-process.ts';
import { newName, register } from './players.ts';

let browser: Browser;
let house: HouseProcess;
let signedIn: { cookies: Awaited<ReturnType<ReturnType<Browser['contexts']>[number]['cookies']>> } | null = null;

beforeAll(async () => {
  const port = await freePort();
  [browser, house] = await Promise.all([launchChromium(), startHouse({ PORT: String(port), DATA_DIR: freshDataDir(), FEED_LIVE_MATCHES: '10' })]);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  // A long name and a balance: the widest signed-in header a player can have.
  await register(page, house.url, newName('longplayername'), { demo: true });
  await page.getByTestId('header-user').waitFor();
  signedIn = { cookies: await context.cookies() };
  await context.close();
});
afterAll(async () => {
  await browser?.close();
  await house?.stop();
});

/**
 * What is wrong with the phone layout: the page scrolling sideways; the header's top row (brand,
 * language, account) not on one row or sticking out; the main menu cut off without being a
 * scroller; a bottom-bar label cut off, or a word broken inside it (breaks at spaces, hyphens and
 * soft hyphens are fine).
 */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) problems.push(`page scrolls sideways by ${doc.scrollWidth - doc.clientWidth}px`);
    const header = document.querySelector<HTMLElement>('header.header');
    if (header) {
      const box = header.getBoundingClientRect();
      const top = [...header.children].filter((el) => !el.matches('.main-nav') && (el as HTMLElement).offsetParent !== null).map((el) => el.getBoundingClientRect());
      if (top.length > 0 && Math.max(...top.map((r) => r.top)) >= Math.min(...top.map((r) => r.bottom))) problems.push('the header’s top row wraps');
      for (const r of top) if (r.right > box.right + 1 || r.left < box.left - 1) problems.push('the header’s top row sticks out');
      const nav = header.querySelector<HTMLElement>('.main-nav__list');
      if (nav && nav.scrollWidth > nav.clientWidth && !['auto', 'scroll'].includes(getComputedStyle(nav).overflowX)) problems.push('the main menu is cut off');
    }
    for (const label of document.querySelectorAll<HTMLElement>('.bottom-bar__label')) {
      if (label.offsetParent === null) continue;
      const text = label.textContent ?? '';
      if (label.scrollHeight > label.clientHeight + 1) problems.push(`"${text}" is cut off`);
      const node = label.firstChild;
      if (!node || node.nodeType !== Node.TEXT_NODE) continue;
      // Japanese and Chinese break between characters by typographic rule; words of alphabets and Hangul may not break.
      for (const word of (node.textContent ?? '').matchAll(/[^\s\-\u00AD]+/g)) {
        if (!/[\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Hangul}]/u.test(word[0])) continue;
        // The line a character is set on (the last box: a soft hyphen's "-" is drawn before the next word's first letter).
        const lineOf = (at: number) => {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          return Math.round([...range.getClientRects()].at(-1)?.top ?? 0);
        };
        if (lineOf(word.index) !== lineOf(word.index + word[0].length - 1)) problems.push(`"${word[0]}" is broken across lines in "${text}"`);
      }
    }
    return problems;
  });
}

describe('phone layouts in every language', () => {
  for (const width of [360, 412]) {
    for (const who of ['guest', 'player'] as const) {
      test(`[SCR-13] at ${width} px, ${who === 'guest' ? 'signed out' : 'signed in'}: no sideways scroll, a one-row header, nothing cut off, in all ten languages`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        if (who === 'player' && signedIn) await context.addCookies(signedIn.cookies);
        const page = await context.newPage();
        const found: Record<string, string[]> = {};
        for (const lang of SITE_LOCALES) {
          await page.goto(`${house.url}/${lang}/live`);
          await page.locator('main h1').waitFor();
          if (who === 'player') await page.getByTestId('header-user').waitFor();
          const problems = await layoutProblems(page);
          if (problems.length > 0) found[lang] = problems;
          if (lang === 'de-DE' || lang === 'ru-RU' || lang === 'es-ES') await screenshot(page, `phone-${lang}-${who}-${width}`);
        }
        expect(found).toEqual({});
        await context.close();
      });
    }
  }
});
