/**
 * The schedule page in the browser (SPEC RTE-07, SCR-08, STA-50, CON-04, CON-05), against the
 * real house: a day of the next 7, a sport, pages forward and back (Back and reload keep them),
 * the live-only switch, on a desktop and a phone in the player's time zone.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, test } from 'vitest';
import type { ScheduleAnswer } from '../../schemas/schedule.ts';
import { chromiumForFile, horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';

const houseUrl = inject('houseUrl');
const ZONE = 'Europe/Berlin';
const browser = chromiumForFile();
const pageErrors: string[] = [];

afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser().newPage({ viewport, timezoneId: ZONE, locale: 'en-US' });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return page;
}

async function api(query: string): Promise<ScheduleAnswer> {
  const res = await fetch(`${houseUrl}/api/schedule?tz=${encodeURIComponent(ZONE)}&${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ScheduleAnswer;
}

const rowIds = (page: Page) => page.locator('.schedule-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-match-id'))));
const search = (page: Page) => new URL(page.url()).searchParams;
/** The page once it shows the answer to what its address asks. */
const settled = (page: Page) => page.locator('.schedule-page[data-status="ready"]').waitFor({ timeout: 20_000 });

describe('the schedule page', () => {
  test('[RTE-07] [SCR-08] [CON-04] [CON-05] pick a day, page forward and back, Back and reload keep the choices, pick a sport', async () => {
    const page = await open(VIEWPORTS.desktop);
    await page.goto(`${houseUrl}/en-US/sport/schedule`);
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    await settled(page);

    // CON-04: today, every sport, live-only off, page 1.
    const days = page.getByRole('group', { name: 'Choose a day' }).getByRole('button');
    expect(await days.count()).toBe(7);
    const today = await api('');
    expect(await days.first().getAttribute('data-date')).toBe(today.Dates[0]);
    expect(await days.first().getAttribute('aria-pressed')).toBe('true');
    expect(await days.first().textContent()).toContain('Today');
    expect(await page.getByRole('switch', { name: 'Live only' }).isChecked()).toBe(false);
    expect(await page.locator('.schedule-row').count()).toBeLessThanOrEqual(30);

    // A day two days ahead: its matches, as the house lists them, kick-off times in the player's zone.
    const date = today.Dates[2]!;
    await days.nth(2).click();
    await expect.poll(() => search(page).get('date')).toBe(date);
    await settled(page);
    const first = await api(`date=${date}`);
    expect(first.Pages).toBeGreaterThan(1);
    await expect.poll(() => rowIds(page)).toEqual(first.Matches.map((m) => m.ID));
    const kickOff = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: ZONE }).format(first.Matches[0]!.StartDateJs);
    expect(await page.locator('.schedule-row').first().locator('time').textContent()).toBe(kickOff);
    await expect.poll(() => page.locator('.schedule-pager__at').textContent()).toBe(`Page 1 of ${first.Pages}`);

    // Page forward, then Back, then forward again and reload.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => search(page).get('page')).toBe('2');
    const second = await api(`date=${date}&page=2`);
    await expect.poll(() => rowIds(page)).toEqual(second.Matches.map((m) => m.ID));
    expect(await page.locator('.schedule-pager__at').textContent()).toBe(`Page 2 of ${first.Pages}`);
    await page.goBack();
    await expect.poll(() => search(page).get('page')).toBeNull();
    await expect.poll(() => rowIds(page)).toEqual(first.Matches.map((m) => m.ID));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => search(page).get('page')).toBe('2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => search(page).get('page')).toBeNull();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => search(page).get('page')).toBe('2');
    await page.reload();
    await settled(page);
    expect(search(page).get('date')).toBe(date);
    await expect.poll(() => rowIds(page)).toEqual(second.Matches.map((m) => m.ID));
    expect(await page.getByRole('group', { name: 'Choose a day' }).locator(`[data-date="${date}"]`).getAttribute('aria-pressed')).toBe('true');

    // A sport: only sports with matches that day are offered; choosing one starts again at page 1.
    const sport = first.Sports[1]!;
    const select = page.getByRole('combobox', { name: 'Sport' });
    const offered = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(['', ...first.Sports.map((s) => String(s.ID))]);
    await select.selectOption(String(sport.ID));
    await expect.poll(() => search(page).get('sport')).toBe(String(sport.ID));
    expect(search(page).get('page')).toBeNull();
    await settled(page);
    await expect.poll(() => page.locator('.schedule-row__sport').allTextContents()).toEqual(Array(Math.min(sport.Count, 30)).fill(sport.Name));

    await screenshot(page, 'schedule-desktop');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });

  test('[SCR-08] [STA-50] on a phone: the live-only switch keeps the matches in play, each row opens its match', async () => {
    const page = await open(VIEWPORTS.phone);
    await page.goto(`${houseUrl}/en-US/sport/schedule`);
    await settled(page);
    expect(await page.locator('.schedule-row[data-live]').count()).toBeGreaterThan(0);
    await screenshot(page, 'schedule-phone');
    expect(await horizontalOverflow(page)).toBe(0);

    const toggle = page.getByRole('switch', { name: 'Live only' });
    await toggle.check();
    await expect.poll(() => search(page).get('live')).toBe('1');
    await settled(page);
    const live = await api('live=true');
    expect(live.Total).toBeGreaterThan(0);
    await expect.poll(async () => (await page.locator('.schedule-row').count()) === (await page.locator('.schedule-row[data-live]').count())).toBe(true);
    expect(await page.locator('.schedule-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'schedule-phone-live');
    expect(await horizontalOverflow(page)).toBe(0);

    await toggle.uncheck();
    await expect.poll(() => search(page).get('live')).toBeNull();

    const row = page.locator('.schedule-row').first();
    const id = await row.getAttribute('data-match-id');
    await row.locator('a.schedule-row__teams').click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/en-US/(live|sport)/.+/match/${id}$`));
    await page.locator(`.match-page[data-match-id="${id}"]`).waitFor({ timeout: 20_000 });
    await page.close();
  });

  test('[CON-05] a day no longer offered falls back to today; a bad address never breaks the page', async () => {
    const page = await open(VIEWPORTS.desktop);
    await page.goto(`${houseUrl}/en-US/sport/schedule?date=2001-01-01&page=abc`);
    await settled(page);
    await expect.poll(() => search(page).get('date')).toBeNull();
    expect(await page.getByRole('group', { name: 'Choose a day' }).getByRole('button').first().getAttribute('aria-pressed')).toBe('true');
    await page.close();
  });
});
