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
  [browser, house] = await Promise.all([launchChromium(), startHouse({ PORT: String(port), DATA_DIR: await freshDataDir(), FEED_LIVE_MATCHES: '10' })]);
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

/**
 * Elements of a part of the page (the header, an open menu or slip) that overflow their own box
 * (text cut off without an ellipsis) or stick out of the part, outside a scroller.
 */
function overflowingIn(page: Page, selector: string, part: string) {
  return page.evaluate(
    ({ selector, part }) => {
      const problems: string[] = [];
      const root = document.querySelector<HTMLElement>(selector);
      if (!root || root.offsetParent === null && getComputedStyle(root).position !== 'fixed') return problems;
      const rootBox = root.getBoundingClientRect();
      const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
      const insideScroller = (el: Element) => {
        for (let at = el.parentElement; at && at !== root; at = at.parentElement) if (scrolls(at)) return true;
        return false;
      };
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        const box = el.getBoundingClientRect();
        // Boxes of a pixel or less are hidden on purpose (visually-hidden text, the brand's name below 480 px).
        if (box.width <= 1 || box.height <= 1 || el.closest('.visually-hidden') || insideScroller(el)) continue;
        const style = getComputedStyle(el);
        const name = `${part} ${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
        if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && !scrolls(el) && style.textOverflow !== 'ellipsis' && style.overflowX !== 'visible') problems.push(`${name} is cut off`);
        if (box.right > rootBox.right + 1 || box.left < rootBox.left - 1) problems.push(`${name} sticks out`);
      }
      return problems;
    },
    { selector, part },
  );
}

/** Height of the header's top row (everything but the main menu). */
function headerRowHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('header.header');
    if (!header) return 0;
    const top = [...header.children].filter((el) => !el.matches('.main-nav') && (el as HTMLElement).offsetParent !== null).map((el) => el.getBoundingClientRect());
    return top.length === 0 ? 0 : Math.round(Math.max(...top.map((r) => r.bottom)) - Math.min(...top.map((r) => r.top)));
  });
}

describe('phone layouts in every language', () => {
  const WIDTHS = [360, 412] as const;
  for (const who of ['guest', 'player'] as const) {
    test(`[SCR-13] at 360 and 412 px, ${who === 'guest' ? 'signed out' : 'signed in'}: no sideways scroll, a one-row header, nothing cut off, in all ten languages`, async () => {
      const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 }, reducedMotion: 'reduce' });
      if (who === 'player' && signedIn) await context.addCookies(signedIn.cookies);
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      const englishRow: Record<number, number> = {};
      // en-US first: its header row is the one-row height every language must keep. Each language
      // is loaded once and measured at both widths.
      for (const lang of ['en-US', ...SITE_LOCALES.filter((l) => l !== 'en-US')]) {
        await page.goto(`${house.url}/${lang}/live`);
        await page.locator('main h1').waitFor();
        if (who === 'player') await page.getByTestId('header-user').waitFor();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          const problems = [...(await layoutProblems(page)), ...(await overflowingIn(page, 'header.header', 'header'))];
          const row = await headerRowHeight(page);
          if (lang === 'en-US') englishRow[width] = row;
          else if (Math.abs(row - (englishRow[width] ?? 0)) > 1) problems.push(`the header row is ${row}px high, en-US's ${englishRow[width]}px`);
          for (const [part, opener] of [
            ['menu', '.bottom-bar__item[aria-controls="menu-drawer"]'],
            ['slip', '.bottom-bar__item:has(.badge)'],
          ] as const) {
            await page.locator(opener).click();
            const sheet = page.locator('dialog[open]');
            await sheet.waitFor();
            // The sheet slides in: measure where it comes to rest.
            await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
            problems.push(...(await overflowingIn(page, 'dialog[open]', part)));
            if (lang === 'de-DE' && width === 360) await screenshot(page, `phone-${lang}-${who}-${width}-${part}`);
            await page.keyboard.press('Escape');
            await sheet.waitFor({ state: 'detached' }).catch(() => page.locator('dialog[open]').waitFor({ state: 'hidden' }));
          }
          if (problems.length > 0) found[`${lang} ${width}px`] = problems;
          if (lang === 'de-DE' || lang === 'ru-RU' || lang === 'es-ES') await screenshot(page, `phone-${lang}-${who}-${width}`);
        }
      }
      expect(found).toEqual({});
      await context.close();
    }, 180_000);
  }
});
