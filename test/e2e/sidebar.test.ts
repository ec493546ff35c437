/**
 * The left sidebar's pre-match and results modes in the browser, against a real house: the search
 * (from 2 characters, any case, reset), the sport → category → tournament tree and its exclusive
 * branches, Today / All, the compact rail, the phone drawer closing on a link, the results list,
 * the loading and failed states, and /live not paying for any of it. The player's zone is
 * Asia/Tokyo, so the Today tree's end is visibly not a UTC midnight.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { addDays, dayEndInZone, dayInZone, startOfDayInZone } from '../../domain/calendar-day.ts';
import type { ResultsTree } from '../../schemas/results.ts';
import type { SportsbookTree } from '../../schemas/sportsbook.ts';
import { horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';
import { seriousViolations } from './shell-a11y.ts';

const ZONE = 'Asia/Tokyo';
const suite = browserSuite({ FEED_LIVE_MATCHES: '20' });
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function open(viewport: { width: number; height: number }, path: string | null): Promise<Page> {
  // bypassCSP lets axe be injected; the zone is the player's device zone (the default setting).
  const context = await suite.browser.newContext({ viewport, timezoneId: ZONE, locale: 'en-US', bypassCSP: true });
  contexts.push(context);
  const page = await context.newPage();
  suite.watch(page);
  if (path !== null) await page.goto(`${suite.house.url}/en-US${path}`);
  return page;
}

async function houseJson<T>(path: string): Promise<T> {
  const res = await fetch(`${suite.house.url}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

type Counted = { sport: string; category: string; categoryName: string; id: number; name: string; count: number; sportName: string };

/** Every tournament the sidebar may show: those with fixtures to count. */
function counted(tree: SportsbookTree): Counted[] {
  return tree.Sports.flatMap((s) =>
    s.Categories.flatMap((c) => c.Tournaments.filter((t) => t.Count > 0).map((t) => ({ sport: s.Alias, sportName: s.Name, category: c.Alias, categoryName: c.Name, id: t.ID, name: t.Name, count: t.Count }))),
  );
}
const sportsOf = (tree: SportsbookTree) => [...new Set(counted(tree).map((t) => t.sport))];

const rail = (page: Page) => page.locator('#left-sidebar');
const drawer = (page: Page) => page.locator('#menu-drawer');
const shownSports = (scope: Locator) => scope.locator('.side-tree__sports > .side-tree__sport').evaluateAll((els) => els.map((e) => e.getAttribute('data-sport')));
const openSports = (scope: Locator) => scope.locator('.side-tree__sport[data-open]').evaluateAll((els) => els.map((e) => e.getAttribute('data-sport')));
const openCategories = (scope: Locator) => scope.locator('.side-tree__category[data-open]').evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
const shownTournaments = (scope: Locator) => scope.locator('.side-tree [data-tournament]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-tournament'))));
const sportRow = (scope: Locator, sport: string) => scope.locator(`.side-tree__sport[data-sport="${sport}"] > .side-tree__row`);
const resultsSport = (scope: Locator, sport: string) => scope.locator(`.side-tree__sport[data-sport="${sport}"] > a`);
const treeReady = (scope: Locator) => scope.locator('.side-tree__sport').first().waitFor({ timeout: 20_000 });

describe('the pre-match sidebar', () => {
  test('[SCR-21] [SCR-23] [VAL-02] [VAL-11] [STA-56] the search filters the tree from 2 characters, in any case, and resets', async () => {
    const tree = await houseJson<SportsbookTree>('/api/sportsbook/tree');
    const page = await open(VIEWPORTS.desktop, '/sport/soccer');
    const side = rail(page);
    await treeReady(side);
    const sports = await shownSports(side);
    expect(sports).toEqual(sportsOf(tree));
    const tournaments = await shownTournaments(side);
    const box = side.getByRole('searchbox', { name: 'Search tournaments' });

    await box.fill('A');
    await side.getByText('Type at least 2 characters').waitFor();
    expect(await shownSports(side)).toEqual(sports);
    expect(await shownTournaments(side)).toEqual(tournaments);

    // Typed in another case; a tournament, its category or its sport may hold it.
    const text = 'league';
    const has = (name: string) => name.toLowerCase().includes(text);
    const expected = counted(tree).filter((t) => has(t.name) || has(t.categoryName) || has(t.sportName));
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(counted(tree).length);
    await box.fill('LeAGue');
    await expect.poll(() => shownTournaments(side)).toEqual(expected.map((t) => t.id));
    expect(await shownSports(side)).toEqual([...new Set(expected.map((t) => t.sport))]);
    await screenshot(page, 'sidebar-search-desktop');

    await box.fill('zzqxw');
    await side.getByRole('status').filter({ hasText: 'Nothing matches your search' }).waitFor();

    await side.getByRole('button', { name: 'Clear search' }).click();
    expect(await box.inputValue()).toBe('');
    await expect.poll(() => shownSports(side)).toEqual(sports);
    expect(await shownTournaments(side)).toEqual(tournaments);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
  });

  test('[SCR-24] [STA-02] [STA-03] [STA-04] one sport and one category open at a time; a sport header opens and navigates; a tournament opens its list', async () => {
    const tree = await houseJson<SportsbookTree>('/api/sportsbook/tree');
    const page = await open(VIEWPORTS.desktop, '/sport/soccer');
    const side = rail(page);
    await treeReady(side);
    // The page's sport is open.
    await expect.poll(() => openSports(side)).toEqual(['soccer']);

    // STA-04: the top-tournaments header opens them.
    const topHeader = side.locator('.side-tree__sport[data-sport="soccer"]').getByRole('button', { name: /Top tournaments/ });
    await topHeader.click();
    expect(await topHeader.getAttribute('aria-expanded')).toBe('true');
    const soccerTops = tree.Sports.find((s) => s.Alias === 'soccer')!.Categories.flatMap((c) => c.Tournaments.filter((t) => t.IsTop && t.Count > 0).map((t) => t.ID));
    expect(await shownTournaments(side)).toEqual(soccerTops);
    expect(await seriousViolations(page)).toEqual([]);

    // STA-02: another sport's chevron closes soccer; one category at a time.
    await side.getByRole('button', { name: 'Categories of Tennis', exact: true }).click();
    expect(await openSports(side)).toEqual(['tennis']);
    const tennis = tree.Sports.find((s) => s.Alias === 'tennis')!.Categories.filter((c) => c.Tournaments.some((t) => t.Count > 0));
    const [first, second] = [tennis[0]!, tennis[1]!];
    await side.getByRole('button', { name: `Tournaments of ${first.Name}`, exact: true }).click();
    expect(await openCategories(side)).toEqual([first.Alias]);
    await side.getByRole('button', { name: `Tournaments of ${second.Name}`, exact: true }).click();
    expect(await openCategories(side)).toEqual([second.Alias]);

    // A tournament opens its list, and shows as the page's.
    const tournament = second.Tournaments.find((t) => t.Count > 0)!;
    const link = side.locator(`[data-tournament="${tournament.ID}"] a`);
    await link.click();
    await expect.poll(() => page.url()).toBe(`${suite.house.url}/en-US/sport/tennis/${second.Alias}/${tournament.Alias}`);
    await expect.poll(() => page.locator('#sportsbook-title').textContent()).toBe(`Tennis · ${second.Name} · ${tournament.Name}`);
    expect(await link.getAttribute('aria-current')).toBe('page');
    expect(await openCategories(side)).toEqual([second.Alias]);
    await page.locator('.prematch-row').first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'sidebar-tree-desktop');

    // STA-03: a sport's header opens it and goes to its page.
    await sportRow(side, 'basketball').getByRole('link').click();
    await expect.poll(() => page.url()).toBe(`${suite.house.url}/en-US/sport/basketball`);
    expect(await openSports(side)).toEqual(['basketball']);
    expect(await openCategories(side)).toEqual([]);
  });

  test('[SCR-22] [STA-01] Today counts only the fixtures that start before the player’s today ends', async () => {
    const all = await houseJson<SportsbookTree>('/api/sportsbook/tree');
    const until = dayEndInZone(Date.now(), ZONE);
    const today = await houseJson<SportsbookTree>(`/api/sportsbook/tree?until=${until}`);
    const page = await open(VIEWPORTS.desktop, '/sport/soccer');
    const side = rail(page);
    await treeReady(side);
    const soccerCount = () => sportRow(side, 'soccer').locator('.side-tree__count').textContent();
    expect(await soccerCount()).toBe(String(counted(all).filter((t) => t.sport === 'soccer').reduce((n, t) => n + t.count, 0)));

    const asked = page.waitForRequest((r) => r.url().includes('/api/sportsbook/tree?until='));
    await side.getByRole('button', { name: 'Today', exact: true }).click();
    expect(Number(new URL((await asked).url()).searchParams.get('until'))).toBe(until);
    expect(await side.getByRole('button', { name: 'Today', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => shownSports(side)).toEqual(sportsOf(today));
    expect(sportsOf(today).length).toBeLessThan(sportsOf(all).length);
    expect(await soccerCount()).toBe(String(counted(today).filter((t) => t.sport === 'soccer').reduce((n, t) => n + t.count, 0)));
    // The sport's page is its today page, so the list matches the count.
    expect(await sportRow(side, 'soccer').getByRole('link').getAttribute('href')).toBe('/en-US/sport/soccer/today');
    await screenshot(page, 'sidebar-today-desktop');

    await side.getByRole('button', { name: 'All matches', exact: true }).click();
    await expect.poll(() => shownSports(side)).toEqual(sportsOf(all));
  });

  test('[SCR-34] the compact rail keeps every sport as a link, and its search button opens the rail onto the search', async () => {
    const page = await open(VIEWPORTS.desktop, '/sport/soccer');
    const side = rail(page);
    await treeReady(side);
    const sports = await shownSports(side);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    const badges = side.locator('.side-tree__badges > li');
    await expect.poll(() => badges.evaluateAll((els) => els.map((e) => e.getAttribute('data-sport')))).toEqual(sports);
    await screenshot(page, 'sidebar-compact-desktop');
    await side.locator('.side-tree__badges [data-sport="tennis"] a').click();
    await expect.poll(() => page.url()).toBe(`${suite.house.url}/en-US/sport/tennis`);
    expect(await seriousViolations(page)).toEqual([]);

    await side.getByRole('button', { name: 'Search tournaments' }).click();
    await page.locator('.app[data-sidebar="expanded"]').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    expect(await openSports(side)).toEqual(['tennis']);
  });

  test('[SCR-12] [SCR-23] [SCR-34] on a phone the tree is in the Menu drawer; a sport or tournament link closes it', async () => {
    const tree = await houseJson<SportsbookTree>('/api/sportsbook/tree');
    const page = await open(VIEWPORTS.phone, '/sport/soccer');
    await page.locator('.prematch-row').first().waitFor({ timeout: 20_000 });
    // The hidden rail asks for nothing: the tree is read when the drawer opens.
    expect(await rail(page).locator('.side-tree').count()).toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = drawer(page);
    await treeReady(menu);
    const box = menu.getByRole('searchbox', { name: 'Search tournaments' });
    await box.fill('c');
    expect(await shownSports(menu)).toEqual(sportsOf(tree));
    await box.fill('CUP');
    await expect.poll(async () => (await shownTournaments(menu)).length).toBeGreaterThan(0);
    await menu.locator('.side-tree').scrollIntoViewIfNeeded();
    await screenshot(page, 'sidebar-drawer-search-phone');
    await menu.getByRole('button', { name: 'Clear search' }).click();
    expect(await shownSports(menu)).toEqual(sportsOf(tree));
    expect(await horizontalOverflow(page)).toBe(0);

    // A tournament: open its category, take the link; the drawer closes on the way.
    const england = tree.Sports[0]!.Categories[0]!;
    await menu.getByRole('button', { name: `Tournaments of ${england.Name}`, exact: true }).click();
    await menu.locator('.side-tree__category[data-open]').scrollIntoViewIfNeeded();
    await screenshot(page, 'sidebar-drawer-phone');
    expect(await seriousViolations(page)).toEqual([]);
    const tournament = england.Tournaments.find((t) => t.Count > 0)!;
    await menu.locator(`[data-tournament="${tournament.ID}"] a`).click();
    await expect.poll(() => menu.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    await expect.poll(() => page.url()).toBe(`${suite.house.url}/en-US/sport/soccer/${england.Alias}/${tournament.Alias}`);

    // A sport's header too (SCR-12), and the tree kept what was open.
    await page.getByRole('button', { name: 'Menu' }).click();
    await treeReady(menu);
    expect(await openCategories(menu)).toEqual([england.Alias]);
    await sportRow(menu, 'tennis').getByRole('link').click();
    await expect.poll(() => menu.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    await expect.poll(() => page.url()).toBe(`${suite.house.url}/en-US/sport/tennis`);
  });

  test('[SCR-21] loading, then a failed read says what went wrong, with a retry that recovers', async () => {
    const page = await open(VIEWPORTS.desktop, null);
    let fail = true;
    await page.route('**/api/sportsbook/tree*', async (route) => {
      if (!fail) return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.abort();
    });
    await page.goto(`${suite.house.url}/en-US/sport/soccer`);
    const side = rail(page);
    await side.locator('.side-tree [aria-busy="true"]').filter({ hasText: 'Loading matches…' }).waitFor();
    const alert = side.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain('The list could not be loaded');
    await screenshot(page, 'sidebar-error-desktop');
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await treeReady(side);
  });

  test('/live neither loads the pre-match tree’s code nor reads the tree (the first-load budget); its own live list is the sidebar there (SCR-25)', async () => {
    const page = await open(VIEWPORTS.desktop, null);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${suite.house.url}/en-US/live`);
    await page.locator('[data-match-id]').first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1000);
    expect(asked.filter((p) => p.includes('/api/sportsbook/tree') || /prematch-panel|results-panel/.test(p))).toEqual([]);
    // Going to a sport page brings the tree.
    await rail(page).getByRole('link', { name: 'All sports' }).click();
    await treeReady(rail(page));
  });
});

describe('the results sidebar', () => {
  // Yesterday in the player's zone: today may have no finished match yet (Tokyo's day starts at 15:00 UTC).
  const yesterday = () => addDays(dayInZone(Date.now(), ZONE), -1);
  const dayTree = (day: string) => houseJson<ResultsTree>(`/api/results/tournaments/ByDate?date=${new Date(startOfDayInZone(day, ZONE)).toISOString()}`);

  test('[SCR-26] results mode: Sports, Favorites, Outrights and the day’s sports, each opening its results', async () => {
    const day = yesterday();
    const tree = await dayTree(day);
    const page = await open(VIEWPORTS.desktop, `/sport/results?date=${day}`);
    const panel = rail(page).locator('[data-mode="results"]');
    await treeReady(panel);
    expect(await panel.locator('.side-nav__list .side-nav__label').allTextContents()).toEqual(['Sports', 'Favourites', 'Outrights']);
    expect(await shownSports(panel)).toEqual(tree.Sports.map((s) => s.Alias));
    const sport = tree.Sports[1] ?? tree.Sports[0]!;
    await resultsSport(panel, sport.Alias).click();
    const first = sport.Categories[0]!.Tournaments[0]!;
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ date: day, tournament: String(first.ID) });
    await panel.locator(`.side-tree__sport[data-sport="${sport.Alias}"][data-current]`).waitFor();
    await page.locator('.results-list .result-row').first().waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'sidebar-results-desktop');
    await panel.getByRole('link', { name: 'Outrights' }).click();
    await expect.poll(() => page.url()).toBe(`${suite.house.url}/en-US/sport/outrights`);
    // Back in the pre-match mode.
    await treeReady(rail(page).locator('.side-tree:not([data-mode])'));
  });

  test('[SCR-26] [SCR-12] on a phone the results list is in the drawer, and a sport closes it', async () => {
    const day = yesterday();
    const tree = await dayTree(day);
    const page = await open(VIEWPORTS.phone, `/sport/results?date=${day}`);
    await page.locator('.results-tree').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = drawer(page).locator('[data-mode="results"]');
    await treeReady(panel);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'sidebar-results-phone');
    const sport = tree.Sports.at(-1)!;
    await resultsSport(panel, sport.Alias).click();
    await expect.poll(() => drawer(page).evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    await expect.poll(() => new URL(page.url()).searchParams.get('tournament')).toBe(String(sport.Categories[0]!.Tournaments[0]!.ID));
  });
});
