/**
 * The live casino in the browser (issue #19): the lobby lists the tables by category; two pages
 * at one table see the same rounds and the same result, each round checked in the page against
 * the seed hash it published; a signed-in player bets on the round in play and sees it settle
 * with the table, the header balance moving by stake and win. Tables deal three times faster
 * than in production here (LIVE_TABLE_SPEED). The lobby's mystery jackpots: a stake that carries a
 * pot to its drop amount opens the win modal (kept across a reload, SCR-51) and lands in the
 * winners table.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { creditPlayer, headerBalance, newName, register } from './players.ts';
import { browserSuite } from './suite.ts';

const ADMIN_TOKEN = 'e2e-admin-token-live-casino-0123456789';
const suite = browserSuite({ FEED_LIVE_MATCHES: '4', ADMIN_TOKEN, LIVE_TABLE_SPEED: '3', HOUSE_TEST_HOOKS: '1' });

const tableUrl = (table: string) => `${suite.house.url}/en-US/live-casino-game/lumen-live/${table}`;
const phaseOf = (page: Page) => page.locator('.live-table-page').getAttribute('data-phase');

/** Waits for a round to open afresh, so the whole betting time is ahead. */
async function freshBetting(page: Page): Promise<void> {
  await expect.poll(() => phaseOf(page), { timeout: 20_000 }).not.toBe('betting');
  await expect.poll(() => phaseOf(page), { timeout: 20_000 }).toBe('betting');
}

describe('the live casino', () => {
  test('[RTE-21][RTE-31][API-19] the lobby lists the tables of each live category; a table opens from its card', { timeout: 60_000 }, async () => {
    for (const [name, viewport] of Object.entries({ phone: VIEWPORTS.phone, desktop: VIEWPORTS.desktop })) {
      const page = await suite.newPage(viewport);
      await page.goto(`${suite.house.url}/en-US/casino/live-casino/all`);
      const cards = page.locator('.live-table-card');
      await expect.poll(() => cards.count()).toBe(3);
      await page.getByRole('link', { name: 'Roulette', exact: true }).click();
      await page.waitForURL(/\/casino\/live-casino\/roulette$/);
      await expect.poll(() => cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-table')).sort())).toEqual(['azure-roulette', 'speed-roulette']);
      await page.getByRole('link', { name: 'Blackjack', exact: true }).click();
      await page.locator('.casino-empty[data-empty="blackjack"]').waitFor();
      await page.getByRole('link', { name: 'All tables', exact: true }).click();
      await expect.poll(() => cards.count()).toBe(3);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `live-casino-lobby-${name}`);
      await page.locator('.live-table-card[data-table="velvet-baccarat"] a').click();
      await page.waitForURL(/\/live-casino-game\/lumen-live\/velvet-baccarat$/);
      await page.locator('.live-table-page[data-phase]').waitFor();
      await page.close();
    }
  });

  test('[RTE-23][#19] two pages at one live table see the same result of the same round, checked against its published seed', { timeout: 90_000 }, async () => {
    const [phone, desktop] = await Promise.all([suite.newPage(VIEWPORTS.phone), suite.newPage(VIEWPORTS.desktop)]);
    await Promise.all([phone.goto(tableUrl('speed-roulette')), desktop.goto(tableUrl('speed-roulette'))]);
    // A round both pages watch from its opening to its result.
    await freshBetting(desktop);
    const round = Number(await desktop.locator('.live-table-page').getAttribute('data-round'));
    const results = await Promise.all(
      [phone, desktop].map(async (page) => {
        const result = page.locator(`.table-result[data-result-round="${round}"]`);
        await result.waitFor({ timeout: 20_000 });
        const item = page.locator(`.table-history__item[data-round="${round}"]`);
        await expect.poll(() => item.getAttribute('data-verified')).toBe('true');
        return result.getAttribute('data-pocket');
      }),
    );
    expect(results[0]).not.toBeNull();
    expect(results[1]).toBe(results[0]);
    for (const [name, page] of [['phone', phone], ['desktop', desktop]] as const) {
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `live-table-${name}`);
    }
    await Promise.all([phone.close(), desktop.close()]);
  });

  test('[#19] a signed-in player bets on the round in play; it settles with the table and the balance moves by stake and win', { timeout: 90_000 }, async () => {
    const page = await suite.newPage(VIEWPORTS.desktop);
    const name = newName('live');
    await register(page, suite.house.url, name);
    await page.getByTestId('header-user').waitFor();
    await creditPlayer(suite.house.url, ADMIN_TOKEN, name, '20');
    await page.goto(tableUrl('azure-roulette'));
    await expect.poll(() => headerBalance(page)).toBe(20);
    await freshBetting(page);
    await page.getByRole('button', { name: /^Red/ }).first().click();
    await page.getByRole('button', { name: 'Place bet' }).click();
    const note = page.locator('.live-bet-note[data-bet-round]');
    await note.waitFor();
    const round = await note.getAttribute('data-bet-round');
    await expect.poll(() => headerBalance(page)).toBe(19);
    await screenshot(page, 'live-table-bet-desktop');
    const settled = page.locator('.game [data-round-status="settled"]');
    await settled.waitFor({ timeout: 30_000 });
    const pocket = Number(await page.locator(`.table-history__item[data-round="${round}"] [data-pocket]`).getAttribute('data-pocket'));
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket);
    expect(await page.locator('.game [data-payout-minor]').first().getAttribute('data-payout-minor')).toBe(red ? '200' : '0');
    await expect.poll(() => headerBalance(page)).toBe(red ? 21 : 19);
    await screenshot(page, 'live-table-settled-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'live-roulette-felt-phone');
    await page.close();
  });

  test('[ENT-59][API-25][API-55][SCR-51] the lobby shows the jackpots rising; a spin that drops one opens the win modal, kept across a reload, and lists the win', { timeout: 90_000 }, async () => {
    const page = await suite.newPage(VIEWPORTS.phone);
    const name = newName('jp');
    await register(page, suite.house.url, name);
    await page.getByTestId('header-user').waitFor();
    await creditPlayer(suite.house.url, ADMIN_TOKEN, name, '20');
    await page.goto(`${suite.house.url}/en-US/casino/all`);
    const mini = page.locator('.jackpot-pot[data-tier="mini"]');
    await mini.waitFor();
    expect(await page.locator('.jackpot-pot').count()).toBe(3);
    await screenshot(page, 'casino-jackpots-phone');

    expect((await suite.hook('/api/test/jackpot-drop', { Currency: 'EUR', Tier: 'mini' })).status).toBe(200);
    await page.goto(`${suite.house.url}/en-US/table-game/reelwright/fruit-fiesta?mode=real`);
    await page.getByRole('button', { name: 'Spin' }).click();
    const modal = page.getByRole('dialog', { name: 'Mystery jackpot!' });
    await modal.waitFor();
    const win = modal.locator('.jackpot-win[data-verified="true"]');
    await win.waitFor();
    const amount = Number(await win.getAttribute('data-amount-minor')) / 100;
    expect(amount).toBeGreaterThanOrEqual(5);
    await screenshot(page, 'casino-jackpot-win-phone');
    await page.reload();
    await page.getByRole('dialog', { name: 'Mystery jackpot!' }).locator('.jackpot-win').waitFor();
    await page.getByRole('button', { name: 'Great!' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.goto(`${suite.house.url}/en-US/casino/all`);
    await page.locator('.jackpot-winners summary').click();
    const row = page.locator('.jackpot-winners__table tbody tr').first();
    await row.waitFor();
    expect(await row.textContent()).toContain(name.slice(0, 2));
    expect(await row.textContent()).toContain('Fruit Fiesta');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });
});
