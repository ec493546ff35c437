/**
 * Feed data in ten languages (SPEC ENT-01, PRD-04; issue #15): the house sends names once, in
 * English; the page names sports, categories, markets, outcomes and statuses in the player's
 * language from their keys (docs/decisions/0025).
 */
import { describe, expect, inject, test } from 'vitest';
import { chromiumForFile, screenshot, VIEWPORTS } from './browser.ts';

const houseUrl = inject('houseUrl');
const browser = chromiumForFile();

describe('feed names in the player’s language', () => {
  test('[ENT-01] [PRD-04] /de-DE/live shows German sport, status and market names, and its match pages German market and outcome names', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${houseUrl}/de-DE/live`);
    await page.locator('.sport-group').first().waitFor({ timeout: 20_000 });
    const sports = await page.locator('.sport-group h2').allInnerTexts();
    expect(sports.some((s) => s.startsWith('Fußball'))).toBe(true);
    expect(sports.filter((s) => /^(Soccer|Ice Hockey|Table Tennis|Esports) /.test(s))).toEqual([]);
    // Statuses such as "1st half", "Q2" or "Set 1" read in German.
    const statuses = await page.locator('.match-row__status').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => /\b(half|Half time|Not started|Break|Ended|Set \d|Q\d)\b/.test(s))).toEqual([]);
    await screenshot(page, 'feed-names-de-live-phone');

    // A soccer match: market names in German, outcome words too.
    await page.locator('.sport-group[data-sport="soccer"] .match-row__teams').first().click();
    await page.locator('.market__title').first().waitFor({ timeout: 20_000 });
    const titles = await page.locator('.market__title').allInnerTexts();
    expect(titles.join('\n')).toMatch(/Doppelte Chance|Beide Teams treffen|Nächstes Tor|Tore Über\/Unter/);
    expect(titles.filter((t) => /Double Chance|Both Teams|Goals O\/U|Half Time\/Full Time|Winner/.test(t))).toEqual([]);
    const labels = await page.locator('.odds-button__label').allInnerTexts();
    expect(labels.some((l) => /^(Über|Unter) /.test(l))).toBe(true);
    expect(labels.filter((l) => /^(Over|Under|Yes|No)\b/.test(l))).toEqual([]);
    expect(await page.locator('.match-header__where').innerText()).toMatch(/^Fußball · /);
    await screenshot(page, 'feed-names-de-match-phone');
    await page.close();
  });
});
