/**
 * The results pages in the browser against a real house (which plays the last 7 days at start):
 * a day, a tournament, a finished match and how its markets settled; the search; a match the
 * house holds no result for; a failed read and its retry. The player's zone is Asia/Tokyo, so the
 * day sent to the house is visibly not a UTC day (API-08).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { dayInZone, recentDays, startOfDayInZone } from '../../domain/calendar-day.ts';
import { betResultName } from '../../domain/results.ts';
import type { MatchResult, ResultsAlternative, ResultsPreview, ResultsTree } from '../../schemas/results.ts';
import { chromiumForFile, horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { seriousViolations } from './shell-a11y.ts';

const houseUrl = inject('houseUrl');
const ZONE = 'Asia/Tokyo';
const browser = chromiumForFile();
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  expect(pageErrors.splice(0)).toEqual([]);
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  // bypassCSP lets axe be injected; the zone is the player's device zone (the default setting).
  const context = await browser().newContext({ viewport, timezoneId: ZONE, locale: 'en-US', bypassCSP: true });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return page;
}

async function house<T>(path: string): Promise<T> {
  const res = await fetch(`${houseUrl}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const days = () => recentDays(dayInZone(Date.now(), ZONE), 7);
const dateParam = (day: string) => new Date(startOfDayInZone(day, ZONE)).toISOString();
const tournamentsOf = (tree: ResultsTree) => tree.Sports.flatMap((s) => s.Categories.flatMap((c) => c.Tournaments));
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const shownTournaments = (page: Page) => page.locator('.results-tree [data-tournament-id]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-tournament-id'))));

/** Opens the sport and category branches down to a tournament (only the chosen one's path starts open) and picks it. */
async function pickTournament(page: Page, tree: ResultsTree, tournament: ResultsTree['Sports'][number]['Categories'][number]['Tournaments'][number]) {
  const sport = tree.Sports.find((s) => s.Categories.some((c) => c.Tournaments.includes(tournament)))!;
  const category = sport.Categories.find((c) => c.Tournaments.includes(tournament))!;
  for (const branch of [page.locator(`.results-tree [data-sport-id="${sport.ID}"] > button`), page.locator(`.results-tree [data-category-id="${category.ID}"] > button`)]) {
    if ((await branch.getAttribute('aria-expanded')) === 'false') await branch.click();
  }
  const link = page.locator(`.results-tree [data-tournament-id="${tournament.ID}"] a`);
  await link.scrollIntoViewIfNeeded();
  await link.click();
}

describe('results', () => {
  test('[RTE-05] [SCR-09] [API-02] [API-05] [API-06] [API-07] [API-08] [CON-05] [ENM-02] a day, a tournament, a finished match and how every selection settled', async () => {
    const page = await open(VIEWPORTS.desktop);
    const [today, yesterday] = [days()[6]!, days()[5]!];
    const firstTree = page.waitForRequest((r) => r.url().includes('/api/results/tournaments/ByDate'));
    await page.goto(`${houseUrl}/en-US/sport/results`);
    // API-08: the day goes out as its start in the player's zone (Tokyo midnight is 15:00 UTC the day before).
    expect(new URL((await firstTree).url()).searchParams.get('date')).toBe(dateParam(today));
    // The address names the day and the tree's first tournament (CON-05); just after midnight in
    // Tokyo nothing has finished yet today, and the page says so.
    const todayTree = await house<ResultsTree>(`/api/results/tournaments/ByDate?date=${dateParam(today)}`);
    const firstToday = tournamentsOf(todayTree)[0];
    if (firstToday) {
      await page.locator('.results-tree').waitFor();
      await expect.poll(() => query(page)).toEqual({ date: today, tournament: String(firstToday.ID) });
    } else {
      await page.locator('[data-results-state="empty"]').waitFor();
    }
    expect(await page.getByRole('navigation', { name: 'Day' }).getByRole('link').count()).toBe(7);

    // Yesterday: a full day of the house's history.
    await page.getByRole('navigation', { name: 'Day' }).getByRole('link').nth(5).click();
    const tree = await house<ResultsTree>(`/api/results/tournaments/ByDate?date=${dateParam(yesterday)}`);
    const tournament = tournamentsOf(tree).find((t) => t.MatchesCount >= 2) ?? tournamentsOf(tree)[0]!;
    await expect.poll(() => query(page).date).toBe(yesterday);
    await expect.poll(() => page.getByRole('navigation', { name: 'Day' }).locator('a[aria-current="page"]').getAttribute('href')).toContain(`date=${yesterday}`);
    await pickTournament(page, tree, tournament);
    await expect.poll(() => query(page)).toEqual({ date: yesterday, tournament: String(tournament.ID) });

    // The tournament's finished matches, as the house has them for that day.
    const preview = await house<ResultsPreview>(`/api/results/preview/byTournamentAndDate?langcode=en-US&TournamentId=${tournament.ID}&date=${dateParam(yesterday)}`);
    expect(preview.Matches.length).toBe(tournament.MatchesCount);
    const rows = page.locator(`.results-list[data-tournament-id="${tournament.ID}"] .result-row`);
    await expect.poll(() => rows.count()).toBe(preview.Matches.length);
    const first = preview.Matches[0]!;
    const row = page.locator(`.result-row[data-match-id="${first.ID}"]`);
    expect(await row.textContent()).toContain(first.HomeTeamName);
    expect(await row.locator('.result-row__score').innerText()).toBe(`${first.HomeScore}\n${first.AwayScore}`);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'results-desktop');

    // The match: header, main markets, then the alternative ones, each selection's settlement as a badge.
    await row.locator('a').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/en-US/sport/results/${first.ID}`);
    const match = await house<MatchResult>(`/api/results/preview/byId?langcode=en-US&id=${first.ID}`);
    const alternative = await house<ResultsAlternative>(`/api/results/alternative/byId?langCode=en-US&Id=${first.ID}`);
    await page.locator(`.result-match[data-match-id="${first.ID}"]`).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(`Final score ${match.HomeScore} to ${match.AwayScore}`);
    await expect.poll(() => page.locator('[data-market-group="main"] > [data-market-id]').count()).toBe(match.Markets.length);
    await expect.poll(() => page.locator('[data-market-group="alternative"] > [data-market-id]').count()).toBe(alternative.Markets.length);
    const shown = await page.locator('.settled-outcome').evaluateAll((els) => els.map((e) => `${e.closest('[data-market-group]')?.getAttribute('data-market-group')}/${e.closest('[data-market-id]')?.getAttribute('data-market-id')}/${e.getAttribute('data-outcome-id')}=${e.getAttribute('data-result')}`));
    const expected = [
      ...match.Markets.flatMap((m) => m.Outcomes.map((o) => `main/${m.ID}/${o.ID}=${betResultName(o.Result)}`)),
      ...alternative.Markets.flatMap((m) => m.Outcomes.map((o) => `alternative/${m.ID}/${o.ID}=${betResultName(o.Result)}`)),
    ];
    expect(shown.sort()).toEqual(expected.sort());
    const winner = match.Markets[0]!.Outcomes.find((o) => o.Result === 2)!;
    expect(await page.locator(`[data-market-group="main"] > [data-market-id="${match.Markets[0]!.ID}"] [data-outcome-id="${winner.ID}"] .result-badge`).textContent()).toBe('Won');
    const lost = match.Markets[0]!.Outcomes.find((o) => o.Result === 3)!;
    expect(await page.locator(`[data-market-group="main"] > [data-market-id="${match.Markets[0]!.ID}"] [data-outcome-id="${lost.ID}"] .result-badge`).textContent()).toBe('Lost');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'results-match-desktop');

    // Back returns to the same day and tournament; a reload keeps them.
    await page.goBack();
    await expect.poll(() => query(page)).toEqual({ date: yesterday, tournament: String(tournament.ID) });
    await page.reload();
    await page.locator(`.results-list[data-tournament-id="${tournament.ID}"] .result-row`).first().waitFor();
    expect(await page.locator(`.results-tree [data-tournament-id="${tournament.ID}"] a`).getAttribute('aria-current')).toBe('page');
    expect(query(page)).toEqual({ date: yesterday, tournament: String(tournament.ID) });
  });

  test('[RTE-05] [RTE-35] a row of a day opened from /sport/results shows its match, with no update loop', async () => {
    const page = await open(VIEWPORTS.desktop);
    // Yesterday, not today: in the player's zone today may have begun minutes ago, with no result yet.
    await page.goto(`${houseUrl}/en-US/sport/results?date=${days()[5]!}`);
    const link = page.locator('.result-row__link').first();
    await link.waitFor({ timeout: 20_000 });
    const href = await link.getAttribute('href');
    await link.click();
    // The day's page used to write its day and tournament onto the match's address, which strips them: a loop.
    await page.locator('.result-match[data-match-id]').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${houseUrl}${href}`);
  });

  test('[VAL-02] [VAL-11] [STA-56] on a phone the search filters from 2 characters, case-insensitively, and resets', async () => {
    const page = await open(VIEWPORTS.phone);
    const day = days()[5]!;
    const tree = await house<ResultsTree>(`/api/results/tournaments/ByDate?date=${dateParam(day)}`);
    await page.goto(`${houseUrl}/en-US/sport/results?date=${day}`);
    await page.locator('.results-list .result-row').first().waitFor();
    await screenshot(page, 'results-phone');
    expect(await horizontalOverflow(page)).toBe(0);
    // The list stacks below the tree: picking a tournament brings its matches into view.
    // Another tournament than the one the page chose: the last of the day's (its branches may start
    // closed: the chosen tournament's category can be the only one in its sport, or hold only it).
    await expect.poll(() => query(page).tournament).toBeTruthy();
    const chosen = Number(query(page).tournament);
    const other = tournamentsOf(tree).filter((t) => t.ID !== chosen).at(-1)!;
    await pickTournament(page, tree, other);
    await expect.poll(() => page.locator('.results-list').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(VIEWPORTS.phone.height / 2);
    await page.locator('.results-list .result-row').first().waitFor();
    await screenshot(page, 'results-phone-list');
    const before = await shownTournaments(page);
    const box = page.getByRole('searchbox', { name: 'Search tournaments and matches' });

    // A search text that some tournaments contain and others do not, typed in another case.
    const names = tournamentsOf(tree).map((t) => t.Name);
    const text = ['le', 'ga', 'cup', 'ch', 'open'].find((t) => names.some((n) => n.toLowerCase().includes(t)) && names.some((n) => !n.toLowerCase().includes(t)))!;
    await box.fill(text[0]!.toUpperCase());
    await page.getByText('Type at least 2 characters').waitFor();
    expect(await shownTournaments(page)).toEqual(before);

    await box.fill(text.toUpperCase());
    const expected = tournamentsOf(tree).filter((t) => t.Name.toLowerCase().includes(text)).map((t) => t.ID);
    await expect.poll(() => shownTournaments(page)).toEqual(expected);
    await screenshot(page, 'results-phone-search');

    await box.fill('zzqxw');
    await page.locator('.results-page__tree [data-results-state="none-found"]').waitFor();
    await page.locator('.results-list [data-results-state="none-found"]').waitFor();

    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await box.inputValue()).toBe('');
    await expect.poll(() => shownTournaments(page)).toEqual(before);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
  });

  test('[RTE-05] a finished match on a phone', async () => {
    const page = await open(VIEWPORTS.phone);
    const day = days()[4]!;
    const tree = await house<ResultsTree>(`/api/results/tournaments/ByDate?date=${dateParam(day)}`);
    const tournament = tournamentsOf(tree)[0]!;
    const preview = await house<ResultsPreview>(`/api/results/preview/byTournamentAndDate?langcode=en-US&TournamentId=${tournament.ID}&date=${dateParam(day)}`);
    const match = preview.Matches[0]!;
    await page.goto(`${houseUrl}/en-US/sport/results/${match.ID}`);
    await page.locator('[data-market-group="alternative"]').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'results-match-phone');
    // Its back link names the match's day in the player's zone and its tournament.
    await page.getByRole('link', { name: /All results/ }).click();
    await expect.poll(() => query(page)).toEqual({ date: dayInZone(match.StartDateJs, ZONE), tournament: String(match.Tournament.ID) });
  });

  test('[RTE-05] a match the house holds no result for says so; a malformed id is the not-found page', async () => {
    const page = await open(VIEWPORTS.phone);
    await page.goto(`${houseUrl}/en-US/sport/results/123`);
    await page.locator('.results-state[data-results-state="not-found"]').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'There is no result for this match' }).count()).toBe(1);
    await page.goto(`${houseUrl}/en-US/sport/results/abc`);
    await page.locator('[data-page="not-found"]').waitFor();
  });

  test('[SCR-09] a failed read shows what went wrong and a retry that recovers', async () => {
    const page = await open(VIEWPORTS.desktop);
    let fail = true;
    await page.route('**/api/results/tournaments/ByDate*', (route) => (fail ? route.abort() : route.continue()));
    // Yesterday always has a full day of results; today may have none yet.
    await page.goto(`${houseUrl}/en-US/sport/results?date=${days()[5]!}`);
    const alert = page.getByRole('main').locator('[data-request-state="error"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The house could not be reached');
    fail = false;
    // The sidebar's results list (SCR-26) failed too and has its own retry.
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await page.locator('.results-tree').waitFor();
  });
});
