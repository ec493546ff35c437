/**
 * The home page in the browser, against a real house (SPEC RTE-01, SCR-10): Live now, Most popular
 * matches and Top tournaments showing the house's data on a phone and a desktop, a live price going
 * to the slip, the search from 2 characters with hits that navigate, a top tournament opening its
 * list, and each block loading, emptying and failing on its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { featuredTournaments, type PlacedTournament } from '../../domain/home-picks.ts';
import type { StreamSnapshot } from '../../schemas/feed.ts';
import type { SportsbookTree } from '../../schemas/sportsbook.ts';
import { horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite({ FEED_LIVE_MATCHES: '20', FEED_ODDS_RATE: '300' });

async function open(viewport: { width: number; height: number }, path = ''): Promise<Page> {
  const page = await suite.newPage(viewport);
  await page.goto(`${suite.house.url}/en-US${path}`);
  return page;
}

const fromHouse = async <T,>(path: string): Promise<T> => (await fetch(`${suite.house.url}${path}`)).json() as Promise<T>;
const featured = async (): Promise<PlacedTournament[]> => featuredTournaments(await fromHouse<SportsbookTree>('/api/sportsbook/tree'));

const block = (page: Page, name: string) => page.locator(`[data-home-block="${name}"]`);
const liveRows = (page: Page) => block(page, 'live').locator('.home-live[data-feed-status="live"] .match-row');
const popularCards = (page: Page) => block(page, 'popular').locator('.home-popular[data-feed-status="live"] .home-popular__card');
const attributes = (page: Page, selector: string, name: string) => page.locator(selector).evaluateAll((els, n) => els.map((e) => e.getAttribute(n) ?? ''), name);

/** Every block shows the house's own data, picked by the rules of domain/home-picks.ts. */
async function blocksShowTheHouse(page: Page): Promise<void> {
  await liveRows(page).first().waitFor({ timeout: 20_000 });
  await popularCards(page).first().locator('.prematch-row').waitFor({ timeout: 20_000 });
  await block(page, 'top').locator('.home-top__item').first().waitFor({ timeout: 20_000 });

  // Live now: up to six live matches of the house, at most two a sport, the first sport first, each with a score and prices.
  const live = await fromHouse<{ snapshot: StreamSnapshot }>('/api/feed/live/snapshot');
  const liveIds = new Set(live.snapshot.Matches.map((m) => m.ID));
  const shown = (await attributes(page, '[data-home-block="live"] .match-row', 'data-match-id')).map(Number);
  expect(shown.length).toBeGreaterThanOrEqual(3);
  expect(shown.length).toBeLessThanOrEqual(6);
  expect(shown.every((id) => liveIds.has(id))).toBe(true);
  for (const sport of await page.locator('[data-home-block="live"] .sport-group').all()) expect(await sport.locator('.match-row').count()).toBeLessThanOrEqual(2);
  expect(await page.locator('[data-home-block="live"] .sport-group').first().getAttribute('data-sport')).toBe('soccer');
  expect(await liveRows(page).first().locator('.match-row__score').textContent()).toMatch(/^\d{2,}$/);
  expect(await liveRows(page).first().locator('.odds-button').count()).toBeGreaterThanOrEqual(2);

  // Top tournaments: exactly the featured ones, in order, each linking to its list with a star.
  const top = await featured();
  expect((await attributes(page, '[data-home-block="top"] .home-top__item', 'data-tournament-id')).map(Number)).toEqual(top.map((t) => t.tournament.ID));
  expect(await attributes(page, '[data-home-block="top"] .home-top__link', 'href')).toEqual(top.map((t) => `/en-US${t.link}`));
  expect(await block(page, 'top').getByRole('button', { name: 'Add to Favorites' }).count()).toBe(top.length);

  // Most popular: the featured tournaments' next fixtures, in the featured order, with prices.
  const cards = (await attributes(page, '[data-home-block="popular"] .home-popular__card', 'data-tournament')).map(Number);
  const order = top.map((t) => t.tournament.ID);
  expect(cards.length).toBeGreaterThanOrEqual(6);
  expect(cards.length).toBeLessThanOrEqual(8);
  expect(cards[0]).toBe(order[0]);
  expect(cards).toEqual(order.filter((id) => cards.includes(id)));
  expect(await popularCards(page).first().locator('.odds-button').count()).toBeGreaterThanOrEqual(2);
}

/** Clicks an open live price on the home page; the button is pressed. Returns its outcome id. */
async function addLivePrice(page: Page): Promise<string> {
  const button = block(page, 'live').locator('.odds-button:not([disabled])').first();
  const outcomeId = (await button.getAttribute('data-outcome-id'))!;
  await button.click();
  await block(page, 'live').locator(`.odds-button[data-outcome-id="${outcomeId}"][aria-pressed="true"]`).waitFor();
  return outcomeId;
}

describe('the home page', () => {
  test('[RTE-01] [SCR-10] on a desktop every block shows the house’s data, live prices move, and one goes to the slip', async () => {
    const page = await open(VIEWPORTS.desktop);
    await blocksShowTheHouse(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'home-desktop');

    // The money line moves as the house moves it.
    const prices = () => attributes(page, '[data-home-block="live"] .odds-button', 'data-odds').then((p) => p.join());
    const before = await prices();
    await expect.poll(prices, { timeout: 20_000 }).not.toBe(before);

    const outcomeId = await addLivePrice(page);
    await page.locator(`.betslip .slip-item[data-outcome-id="${outcomeId}"]`).waitFor();
    await screenshot(page, 'home-desktop-slip');
    await page.close();
  });

  test('[RTE-01] [SCR-10] on a phone every block shows the house’s data; a live price is in the slip on the live page', async () => {
    const page = await open(VIEWPORTS.phone);
    await blocksShowTheHouse(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'home-phone');
    await block(page, 'popular').scrollIntoViewIfNeeded();
    await screenshot(page, 'home-phone-popular');
    await block(page, 'top').scrollIntoViewIfNeeded();
    await screenshot(page, 'home-phone-top');

    await block(page, 'live').scrollIntoViewIfNeeded();
    const outcomeId = await addLivePrice(page);
    await block(page, 'live').getByRole('link', { name: 'All live matches' }).click();
    await page.waitForURL(`${suite.house.url}/en-US/live`);
    const slipButton = page.getByRole('navigation', { name: /quick/i }).getByRole('button', { name: /Betslip/ });
    await expect.poll(() => slipButton.textContent()).toContain('1');
    await slipButton.click();
    await page.locator(`.betslip .slip-item[data-outcome-id="${outcomeId}"]`).waitFor();
    await page.close();
  });

  test('[SCR-10] [VAL-02] [VAL-11] [STA-56] the search: one character asks nothing; two find matches and tournaments in any case, and a hit opens its page; it resets', async () => {
    const page = await open(VIEWPORTS.phone);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/sportsbook/search')) asked.push(new URL(r.url()).searchParams.get('q') ?? '');
    });
    const box = page.getByRole('searchbox', { name: 'Search matches, teams and tournaments' });
    const results = page.locator('.home-search__results');

    // One character: a hint, no request, no results.
    await box.fill('a');
    await page.getByText('Type at least 2 characters').waitFor();
    await page.waitForTimeout(800);
    expect(asked).toEqual([]);
    expect(await results.count()).toBe(0);

    // A team of a listed fixture, typed in upper case: the fixture is among the hits and opens its match page.
    const book = await fromHouse<{ snapshot: StreamSnapshot }>('/api/feed/prematch/snapshot');
    const fixture = book.snapshot.Matches.find((m) => m.Type !== 2 && m.IsActive && !m.isIncomplete && m.MarketsCount > 0 && m.HomeTeamName.length > 4 && m.StartDateJs > Date.now() + 3_600_000)!;
    const text = fixture.HomeTeamName.slice(0, 5).toUpperCase();
    await box.fill(text);
    const hit = results.locator(`li[data-match-id="${fixture.ID}"] a`);
    await hit.waitFor({ timeout: 10_000 });
    expect(asked).toEqual([text]);
    const names = await results.locator('li[data-match-id] .home-search__name').allTextContents();
    expect(names.every((n) => n.toLowerCase().includes(text.toLowerCase()))).toBe(true);
    await screenshot(page, 'home-phone-search');
    await hit.click();
    await page.waitForURL(`${suite.house.url}/en-US${fixture.MatchLink}`);
    await page.locator('.match-page [data-market-id]').first().waitFor({ timeout: 20_000 });

    // A tournament by part of its name opens its list.
    await page.goBack();
    await page.waitForURL(`${suite.house.url}/en-US`);
    const top = (await featured())[0]!;
    await box.fill(top.tournament.Name.slice(1, 6).toLowerCase());
    const tournament = results.locator(`li[data-tournament-id="${top.tournament.ID}"] a`);
    await tournament.waitFor({ timeout: 10_000 });
    await tournament.click();
    await page.waitForURL(`${suite.house.url}/en-US${top.link}`);
    await page.locator('.prematch-list .tournament-group').first().waitFor({ timeout: 20_000 });

    // Nothing found, then the reset empties the box and the results.
    await page.goBack();
    await box.fill('zzqxw');
    await results.getByText('No upcoming match or tournament matches “zzqxw”.').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await box.inputValue()).toBe('');
    expect(await results.count()).toBe(0);
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  test('[SCR-10] [RTE-12] a top tournament opens its list; a guest’s star asks them to log in', async () => {
    const page = await open(VIEWPORTS.desktop);
    const first = (await featured())[0]!;
    const item = block(page, 'top').locator(`.home-top__item[data-tournament-id="${first.tournament.ID}"]`);
    await item.getByRole('button', { name: 'Add to Favorites' }).click();
    await item.getByRole('link', { name: 'Log in' }).waitFor();
    await item.getByRole('button', { name: 'Add to Favorites' }).click();
    await item.locator('.home-top__link').click();
    await page.waitForURL(`${suite.house.url}/en-US${first.link}`);
    await page.locator('.prematch-list[data-feed-status="live"] .prematch-row').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('.tournament-group').count()).toBe(1);
    expect(await page.locator('.tournament-group').getAttribute('data-tournament')).toBe(String(first.tournament.ID));
    await page.close();
  });

  test('[SCR-10] each block loads and fails on its own: a failing tree or search leaves the live block, and Try again recovers', async () => {
    const page = await suite.newPage(VIEWPORTS.phone);
    let treeFails = true;
    let releaseTree: () => void = () => undefined;
    const treeHeld = new Promise<void>((resolve) => (releaseTree = resolve));
    await page.route('**/api/sportsbook/tree*', async (route) => {
      await treeHeld;
      if (treeFails) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal', message: 'down' }) });
      else await route.continue();
    });
    await page.route('**/api/sportsbook/search*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'internal', message: 'down' }) }));
    await page.goto(`${suite.house.url}/en-US`);

    // While the tree is on its way, its blocks say they are loading; the live block does not wait for it.
    await block(page, 'top').getByRole('status').getByText('Loading tournaments…').waitFor();
    await block(page, 'popular').getByRole('status').getByText('Loading matches…').waitFor();
    await liveRows(page).first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'home-phone-loading');

    // The tree fails: both of its blocks say so, the live block and the search field stay.
    releaseTree();
    await block(page, 'top').getByRole('alert').getByText('The tournaments could not be loaded').waitFor();
    await block(page, 'popular').getByRole('alert').getByText('The matches could not be loaded').waitFor();
    expect(await liveRows(page).count()).toBeGreaterThan(0);
    await page.getByRole('searchbox').fill('premier');
    await page.locator('.home-search__results').getByRole('alert').getByText('The search failed').waitFor({ timeout: 10_000 });
    await screenshot(page, 'home-phone-errors');
    await block(page, 'popular').scrollIntoViewIfNeeded();
    await screenshot(page, 'home-phone-block-errors');

    treeFails = false;
    await block(page, 'top').getByRole('button', { name: 'Try again' }).click();
    await block(page, 'top').locator('.home-top__item').first().waitFor();
    await popularCards(page).first().waitFor({ timeout: 20_000 });
    await page.close();
  });
});
