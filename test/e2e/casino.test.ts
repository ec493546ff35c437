/**
 * The casino in the browser (issue #19): a guest filters the lobby by a provider, opens a slot from
 * its start modal in demo and spins, watching the demo balance move by the stake and the win; a
 * signed-in player with real money plays a round for real and finds it in the account's Casino
 * History. Lobby and slot at phone (412×823) and desktop widths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { creditPlayer, headerBalance, newName, register } from './players.ts';
import { browserSuite } from './suite.ts';

const ADMIN_TOKEN = 'e2e-admin-token-casino-0123456789';
const suite = browserSuite({ FEED_LIVE_MATCHES: '6', ADMIN_TOKEN });

const credit = (name: string, amount: string) => creditPlayer(suite.house.url, ADMIN_TOKEN, name, amount);

const tiles = (page: Page) => page.locator('.game-grid [data-game-id]');
const tileKeys = (page: Page) => tiles(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-game-id')));

/** Opens a game from its tile's start modal in `mode`, and waits for its page. */
async function launch(page: Page, game: string, mode: 'Play demo' | 'Play for real'): Promise<void> {
  await page.locator(`.game-grid [data-game-id="${game}"] .game-tile__open`).click();
  await page.getByRole('dialog').getByRole('button', { name: mode }).click();
  await page.waitForURL(new RegExp(`/en-US/table-game/[a-z-]+/${game}\\?mode=`));
  await page.locator(`.game-page[data-game-id="${game}"] .game__primary`).waitFor();
}

describe('the casino', () => {
  for (const [name, viewport] of Object.entries({ phone: VIEWPORTS.phone, desktop: VIEWPORTS.desktop })) {
    test(`[RTE-19][RTE-20][STA-44][SCR-19] a guest filters the lobby by a provider, opens a slot in demo and spins; the demo balance moves by stake and win (${name})`, { timeout: 90_000 }, async () => {
      const page = await suite.newPage(viewport);
      await page.goto(`${suite.house.url}/en-US/casino/all`);
      await expect.poll(() => tiles(page).count()).toBe(7);
      await page.locator('.casino-provider[data-provider="green-felt"]').click();
      await page.waitForURL(/providers=green-felt/);
      await expect.poll(() => tileKeys(page)).toEqual(expect.arrayContaining(['european-roulette', 'blackjack', 'baccarat']));
      expect(await tiles(page).count()).toBe(3);
      await page.locator('.casino-provider[data-provider="reelwright"]').click();
      await expect.poll(() => tiles(page).count()).toBe(6);
      // Picking a provider again takes it out of the filter (STA-44).
      await page.locator('.casino-provider[data-provider="green-felt"]').click();
      await expect.poll(() => tiles(page).count()).toBe(3);
      expect(page.url()).toMatch(/providers=reelwright$/);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `casino-lobby-${name}`);

      // A guest is offered the demo; real money asks for a login.
      await page.locator('.game-grid [data-game-id="fruit-fiesta"] .game-tile__open').click();
      await expect.poll(() => page.getByRole('dialog').getByRole('link', { name: 'Log in to play for real money' }).count()).toBe(1);
      await page.getByRole('dialog').getByRole('button', { name: 'Play demo' }).click();
      await page.waitForURL(/\/en-US\/table-game\/reelwright\/fruit-fiesta\?mode=demo/);
      const game = page.locator('.game-page[data-game-id="fruit-fiesta"]');
      await expect.poll(() => game.getAttribute('data-mode')).toBe('demo');
      const before = BigInt((await page.getByTestId('game-balance').getAttribute('data-balance-minor'))!);
      await game.getByRole('button', { name: 'Spin' }).click();
      const round = game.locator('[data-round-id][data-round-status="settled"]').first();
      await round.waitFor();
      const stake = 100n;
      const paid = BigInt((await game.locator('[data-payout-minor]').first().getAttribute('data-payout-minor')) ?? '0');
      await expect.poll(async () => BigInt((await page.getByTestId('game-balance').getAttribute('data-balance-minor'))!)).toBe(before - stake + paid);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `casino-slot-${name}`);
      await page.close();
    });
  }

  test('[SCR-18][CON-12] a 4-game multi-view plays: four games side by side, each its own round, one demo balance', { timeout: 90_000 }, async () => {
    const page = await suite.newPage(VIEWPORTS.desktop);
    await page.goto(`${suite.house.url}/en-US/table-game/reelwright/fruit-fiesta?mode=demo`);
    const panels = page.locator('.game-panels > .game-panel');
    await panels.first().locator('.game__primary').waitFor();
    expect(await panels.count()).toBe(1);
    await page.locator('.multi-view-size[data-views="4"]').click();
    await expect.poll(() => panels.count()).toBe(4);
    // The three beside it are chosen in the address; they are kept there for a reload.
    await page.goto(`${suite.house.url}/en-US/table-game/reelwright/fruit-fiesta?mode=demo&views=gem-cascade,pharaoh-gold,rocket-crash`);
    await expect.poll(() => panels.count()).toBe(4);
    expect(page.url()).toContain('views=gem-cascade');
    const before = BigInt((await page.getByTestId('game-balance').getAttribute('data-balance-minor'))!);
    for (let i = 0; i < 4; i++) await panels.nth(i).locator('.game__primary').click();
    let paid = 0n;
    for (let i = 0; i < 4; i++) {
      await panels.nth(i).locator('[data-round-id][data-round-status="settled"]').first().waitFor();
      paid += BigInt((await panels.nth(i).locator('[data-payout-minor]').first().getAttribute('data-payout-minor')) ?? '0');
    }
    await expect.poll(async () => BigInt((await page.getByTestId('game-balance').getAttribute('data-balance-minor'))!)).toBe(before - 400n + paid);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'casino-multi-view-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'casino-multi-view-phone');
    await page.close();
  });

  test('[API-32][SCR-42] a signed-in player plays roulette for real money; the header balance moves and the round is in Casino History', { timeout: 90_000 }, async () => {
    const page = await suite.newPage(VIEWPORTS.desktop);
    const name = newName('cas');
    await register(page, suite.house.url, name);
    await page.getByTestId('header-user').waitFor();
    await credit(name, '50');
    await page.goto(`${suite.house.url}/en-US/casino/all`);
    await expect.poll(() => headerBalance(page)).toBe(50);
    await launch(page, 'european-roulette', 'Play for real');
    const game = page.locator('.game-page[data-game-id="european-roulette"]');
    expect(await game.getAttribute('data-mode')).toBe('real');
    await game.getByRole('button', { name: /^Red/ }).first().click();
    await game.locator('.game__primary').click();
    const round = game.locator('[data-round-id][data-round-status="settled"]').first();
    await round.waitFor();
    const id = await round.getAttribute('data-round-id');
    const paid = Number((await game.locator('[data-payout-minor]').first().getAttribute('data-payout-minor')) ?? '0') / 100;
    await expect.poll(() => headerBalance(page)).toBeCloseTo(50 - 1 + paid, 2);
    await screenshot(page, 'casino-roulette-real-desktop');

    await page.goto(`${suite.house.url}/en-US/user/casino-history`);
    const row = page.locator(`.casino-rounds [data-round-id="${id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-game-id')).toBe('european-roulette');
    await screenshot(page, 'casino-history-desktop');
    await page.close();
  });
});
