/**
 * The Asian view in the browser, against a real house: /sport/koreanView/soccer's dense rows with
 * handicap and O/U side by side, its calendar strip narrowing the list, a price to the slip; and the
 * asian view format turning a /sport list into it, on all matches.
 */
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();

describe('the Asian view', () => {
  test('[RTE-09] [ENT-60] /sport/koreanView/soccer: handicap and O/U side by side, a day narrows the list, a price goes to the slip', async () => {
    const page = await suite.newPage(VIEWPORTS.desktop);
    await page.goto(`${suite.house.url}/en-US/sport/koreanView/soccer`);
    const rows = page.locator('.prematch-list[data-view="asian"][data-feed-status="live"] .prematch-row');
    await rows.first().waitFor({ timeout: 20_000 });
    expect(await page.locator('#sportsbook-title').textContent()).toBe('Asian view · Soccer');
    const headers = await page.locator('.tournament-group').first().locator('.prematch-headers__cell').allTextContents();
    expect(headers.slice(0, 2)).toEqual(['HDP', 'O/U']);
    expect(headers).toContain('1X2');
    const first = rows.first();
    expect(await first.locator('.prematch-cell').nth(0).getAttribute('data-column')).toBe('handicap');
    expect(await first.locator('.prematch-cell').nth(1).getAttribute('data-column')).toBe('total');
    expect(await first.locator('.prematch-cell[data-column="handicap"] .odds-button').count()).toBeGreaterThan(0);
    await screenshot(page, 'asian-view-desktop');

    const all = await rows.count();
    const days = page.locator('[data-filter="day"] button');
    expect(await days.count()).toBe(8);
    expect(await days.first().getAttribute('aria-pressed')).toBe('true');
    await days.nth(2).click();
    await expect.poll(async () => (await page.locator('.prematch-list .prematch-row').count()) < all, { timeout: 10_000 }).toBe(true);
    const chosen = await days.nth(2).getAttribute('data-day');
    // Every kick-off left is on that day in the browser's own zone (the default time zone setting).
    const shownDays = await page.locator('.prematch-row time').evaluateAll((ts) => ts.map((t) => new Date(t.getAttribute('datetime') ?? '').toLocaleDateString('en-CA')));
    expect(new Set(shownDays)).toEqual(new Set([chosen]));
    await days.first().click();
    await expect.poll(() => page.locator('.prematch-list .prematch-row').count(), { timeout: 10_000 }).toBe(all);

    const button = page.locator('.prematch-row .prematch-cell[data-column="handicap"] .odds-button:not([disabled])').first();
    const outcomeId = await button.getAttribute('data-outcome-id');
    await button.click();
    await page.locator(`.prematch-row .odds-button[data-outcome-id="${outcomeId}"][aria-pressed="true"]`).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });

  test('[PRD-05] [STA-06] choosing the asian view format turns a /sport list into the Asian layout on all matches', async () => {
    const page = await suite.newPage(VIEWPORTS.phone);
    await page.goto(`${suite.house.url}/en-US/sport/soccer/today`);
    await page.locator('.prematch-list[data-feed-status="live"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-filter="window"]').inputValue()).toBe('today');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('combobox', { name: 'View format' }).selectOption('asian');
    await page.keyboard.press('Escape');
    await page.locator('.prematch-list[data-view="asian"] .prematch-row').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-filter="window"]').count()).toBe(0);
    expect(await page.locator('[data-filter="day"] button[data-day="all"]').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'asian-view-phone');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });
});
