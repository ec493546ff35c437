/**
 * The match page's market tabs and outrights in the browser, against a real house: a soccer match's
 * 20+ markets under tabs that switch by click and by arrow keys and stay chosen while prices move
 * (phone and desktop), and an outright shown by its name with its teams' prices.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite({ FEED_LIVE_MATCHES: '40', FEED_ODDS_RATE: '600' });

type WireMatch = { ID: number; Type: number; SportSystemID: number; MatchLink: string; Name: string; MarketsCount: number; Markets: { Odds: { Title: string }[] }[] };

async function feed(topic: string): Promise<WireMatch[]> {
  const body = (await (await fetch(`${suite.house.url}/api/feed/${topic}/snapshot`)).json()) as { snapshot: { Matches: WireMatch[] } };
  return body.snapshot.Matches;
}

async function open(viewport: { width: number; height: number }, link: string): Promise<Page> {
  const page = await suite.newPage(viewport);
  await page.goto(`${suite.house.url}/en-US${link}`);
  await page.locator('.match-page[data-feed-status="live"]').waitFor({ timeout: 20_000 });
  return page;
}

const tab = (page: Page, name: RegExp) => page.getByRole('tablist', { name: 'Market groups' }).getByRole('tab', { name });
const shownMarkets = (page: Page) => page.getByRole('tabpanel').locator('[data-market-id]').count();
const tabCount = async (page: Page, name: RegExp) => Number(await tab(page, name).locator('.market-tabs__count').textContent());
const prices = (page: Page) => page.locator('.match-page [data-outcome-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-odds')).join());

describe('market tabs on the match page', () => {
  test('[ENT-12] [RTE-13] a soccer match on a phone: All first and chosen, tabs scroll sideways, a click and the arrow keys switch them', async () => {
    const soccer = (await feed('prematch')).find((m) => m.SportSystemID === 1 && m.Type !== 2 && m.MarketsCount >= 20)!;
    const page = await open(VIEWPORTS.phone, soccer.MatchLink);
    const tabs = page.getByRole('tablist', { name: 'Market groups' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([
      expect.stringMatching(/^All \d+$/),
      expect.stringMatching(/^Main \d+$/),
      expect.stringMatching(/^Goals \d+$/),
      expect.stringMatching(/^Handicaps \d+$/),
      expect.stringMatching(/^Halves \d+$/),
      expect.stringMatching(/^Specials \d+$/),
    ]);
    expect(await tab(page, /^All/).getAttribute('aria-selected')).toBe('true');
    expect(await shownMarkets(page)).toBe(soccer.MarketsCount);
    // One row that scrolls sideways on a phone, and the page itself does not.
    const row = await page.locator('.market-tabs').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, wraps: el.getBoundingClientRect().height > 60 }));
    expect(row.wraps).toBe(false);
    expect(await horizontalOverflow(page)).toBe(0);

    await tab(page, /^Goals/).click();
    expect(await tab(page, /^Goals/).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => shownMarkets(page)).toBe(await tabCount(page, /^Goals/));
    expect(await page.getByRole('tabpanel').getByRole('heading', { name: 'Both Teams To Score' }).count()).toBe(1);
    await screenshot(page, 'match-tabs-phone-goals');

    // Arrow keys move along the tabs (and wrap), taking focus with them.
    await tab(page, /^Goals/).focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, /^Handicaps/).getAttribute('aria-selected')).toBe('true');
    expect(await tab(page, /^Handicaps/).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    expect(await tab(page, /^Specials/).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => shownMarkets(page)).toBe(await tabCount(page, /^Specials/));
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, /^All/).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await tab(page, /^Halves/).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('tabpanel').getByRole('heading').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^1st Half/)]));
    // The last tab is scrolled into view when reached.
    await page.keyboard.press('End');
    const visible = await tab(page, /^Specials/).evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth;
    });
    expect(visible).toBe(true);
    await screenshot(page, 'match-tabs-phone-specials');
    await page.close();
  });

  test('[ENT-12] [RTE-04] a live soccer match on a desktop: the chosen tab stays chosen while its prices move', async () => {
    const live = (await feed('live')).filter((m) => m.Type !== 2);
    const match = live.find((m) => m.SportSystemID === 1 && m.MarketsCount >= 10) ?? live.find((m) => m.MarketsCount >= 5)!;
    const page = await open(VIEWPORTS.desktop, match.MatchLink);
    const main = tab(page, /^Main/);
    await main.click();
    expect(await main.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => shownMarkets(page)).toBe(await tabCount(page, /^Main/));
    const first = await prices(page);
    await expect.poll(() => prices(page), { timeout: 30_000 }).not.toBe(first);
    expect(await main.getAttribute('aria-selected')).toBe('true');
    expect(await shownMarkets(page)).toBe(await tabCount(page, /^Main/));
    await screenshot(page, 'match-tabs-desktop-main');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });
});

describe('an outright on the match page', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`[RTE-08] [ENT-10] on a ${name}: its name, the season's end, no sides or score, every team with its price; a price adds to the betslip`, async () => {
      const outright = (await feed('prematch')).find((m) => m.Type === 2 && m.SportSystemID === 1)!;
      const page = await open(viewport, outright.MatchLink);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(outright.Name);
      expect(await page.locator('.match-header__time').textContent()).toMatch(/^Season ends /);
      expect(await page.locator('.match-header__score, .match-header__vs').count()).toBe(0);
      expect(await page.locator('.match-page [role="tablist"]').count()).toBe(0);
      const labels = await page.locator('.match-page .odds-button__label').allTextContents();
      expect(labels).toEqual(outright.Markets[0]!.Odds.map((o) => o.Title));
      await expect.poll(() => page.title()).toContain(outright.Name);
      const button = page.locator('.match-page .odds-button:not([disabled])').first();
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, `match-outright-${name}`);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.close();
    });
  }
});
