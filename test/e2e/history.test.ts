/**
 * History and cash-out beyond full in the browser, against a house with its test hooks on: a demo
 * player places four singles, cashes one out in part and then the rest, one whole, sets an auto
 * cash-out that the house triggers, reloads, and finds every ticket in the right panel's Pending and
 * History tabs and in the account modal's histories; at 1920×1080 and 412×823.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';
import { demoPlayerOnLive, headerBalance, waitPlaceable } from './players.ts';

const suite = browserSuite({ HOUSE_TEST_HOOKS: '1', FEED_LIVE_MATCHES: '30' });

const panelTab = (page: Page, tab: string) => page.locator(`.bet-panel__tab[data-tab="${tab}"]`);

/**
 * The `nth` price that can be taken, each from another sport where there are enough: matches of one
 * league kick off together and reach half time together, when no price of theirs moves for minutes.
 */
async function priceToTake(page: Page, nth: number): Promise<Locator> {
  const sports = await page.locator('.sport-group').count();
  return page.locator('.sport-group').nth(nth % sports).locator('.odds-button:not([disabled])').nth(Math.floor(nth / sports));
}

/** Places a single of `stake` on the `nth` price to take, with the feed held still; the panel stays on the betslip (SCR-16). Returns the price's id. */
async function placeSingle(page: Page, nth: number, stake: string): Promise<number> {
  await suite.hook('/api/test/pause-feed');
  try {
    const button = await priceToTake(page, nth);
    const outcomeId = (await button.getAttribute('data-outcome-id')) ?? '';
    await button.click();
    await page.locator(`.betslip .slip-item[data-outcome-id="${outcomeId}"]`).waitFor();
    await page.locator('.slip-item .betslip__stake-input').fill(stake);
    await waitPlaceable(page);
    await page.getByRole('button', { name: 'Place bet' }).click();
    await page.getByTestId('bet-placed').waitFor({ timeout: 10_000 });
    expect(await panelTab(page, 'betslip').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('bet-placed');
    return Number(outcomeId);
  } finally {
    await suite.hook('/api/test/resume-feed');
  }
}

const ticketCard = (page: Page, id: string): Locator => page.locator(`.my-bets .ticket[data-ticket-id="${id}"]`);
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/**
 * Sets an auto cash-out target one cent above the offer, then shortens the ticket's price (a test
 * hook: left to the feed, an offer can stand still for minutes at half time) until the house takes it.
 */
async function autoCashoutTriggers(card: Locator, oddId: number): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((await card.getAttribute('data-status')) === 'cashed-out') return money(await card.getByTestId('cashed-out').textContent());
    const active = card.getByTestId('auto-cashout');
    if (await active.isVisible()) {
      // 404 while the market is suspended: the loop tries again.
      await suite.hook('/api/test/shorten-price', { OddID: oddId, Share: 0.1 });
      await card.getByTestId('cashed-out').waitFor({ timeout: 5_000 }).catch(() => {});
      continue;
    }
    const offerText = await card.locator('.ticket__cashout:not([disabled])').getAttribute('data-amount', { timeout: 5_000 }).catch(() => null);
    if (offerText === null) continue;
    const field = card.getByLabel('Cash out when the offer reaches');
    if (!(await field.isVisible())) await card.getByRole('button', { name: 'Auto cash-out', exact: true }).click();
    await field.fill((Number(offerText) + 0.01).toFixed(2));
    await card.getByRole('button', { name: 'Set target' }).click();
    await Promise.race([active.waitFor({ timeout: 5_000 }), card.locator('.ticket__error').waitFor({ timeout: 5_000 })]).catch(() => {});
  }
  throw new Error('the auto cash-out did not trigger in 60 s');
}

describe('history and cash-out beyond full in the browser', () => {
  test('[SCR-16][SCR-42][API-53][STA-37][STA-39] partial, whole and auto cash-outs; after a reload every ticket is in Pending or History and in the account histories', { timeout: 360_000 }, async () => {
    const page = await demoPlayerOnLive(suite, 'hi');
    const prices: number[] = [];
    for (const [nth, stake] of [
      [0, '20'],
      [1, '10'],
      [2, '10'],
      [3, '5'],
    ] as const) {
      prices.push(await placeSingle(page, nth, stake));
    }
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(955);
    await page.getByRole('button', { name: 'Open My bets' }).click();
    await expect.poll(() => page.locator('.my-bets .ticket').count(), { timeout: 15_000 }).toBe(4);
    const [first, second, whole, partial] = await page.locator('.my-bets .ticket').evaluateAll((els) => els.map((el) => el.getAttribute('data-ticket-id') ?? ''));

    // A part of the first ticket's offer, with the prices held still: the rest stays open with a smaller stake.
    await suite.hook('/api/test/pause-feed');
    try {
      const card = ticketCard(page, partial!);
      await card.getByRole('button', { name: 'Cash out part', exact: true }).click();
      const most = (await card.locator('.cashout-options__hint').textContent()) ?? '';
      const part = (Math.floor(money(most.split(';')[0] ?? '') * 50) / 100).toFixed(2);
      const before = await headerBalance(page);
      await card.getByLabel('Amount to cash out').fill(part);
      await card.locator('form[data-form="partial"]').scrollIntoViewIfNeeded();
      await screenshot(page, 'history-partial-cashout-desktop');
      await card.locator('form[data-form="partial"] button[type="submit"]').click();
      await card.getByTestId('partial-cashouts').waitFor({ timeout: 15_000 });
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeCloseTo(before + Number(part), 2);
      expect(money(await card.getByTestId('ticket-stake').textContent())).toBeLessThan(20);
      expect(await card.getAttribute('data-status')).toBe('open');
      // Then the rest of it, and the second ticket, whole.
      for (const id of [partial!, whole!]) {
        const button = ticketCard(page, id).locator('.ticket__cashout:not([disabled])');
        await button.waitFor({ timeout: 15_000 });
        await button.click();
        await ticketCard(page, id).getByTestId('cashed-out').waitFor({ timeout: 15_000 });
      }
    } finally {
      await suite.hook('/api/test/resume-feed');
    }

    // The house cashes a third one out by itself once the offer reaches the target; the other stays open.
    // My bets lists the newest first: the second ticket there is the third placed.
    const [auto, open] = [second!, first!];
    const autoCard = ticketCard(page, auto);
    await autoCard.getByRole('button', { name: 'Auto cash-out', exact: true }).click();
    await autoCard.scrollIntoViewIfNeeded();
    await screenshot(page, 'history-auto-cashout-desktop');
    expect(await autoCashoutTriggers(autoCard, prices[2]!)).toBeGreaterThan(0);

    // A reload keeps every ticket: the open one in Pending, the three cashed out in History.
    await page.reload();
    await page.getByTestId('header-user').waitFor();
    await panelTab(page, 'history').click();
    const history = page.locator('.bet-panel .history[data-history-type="ClearedBets"]');
    await expect.poll(() => history.locator('[data-ticket-id]').count(), { timeout: 15_000 }).toBe(3);
    expect(await history.locator('[data-ticket-id]').evaluateAll((els) => els.map((el) => [el.getAttribute('data-ticket-id'), el.getAttribute('data-ticket-status')]))).toEqual([
      [auto, 'cashed-out'],
      [whole, 'cashed-out'],
      [partial, 'cashed-out'],
    ]);
    expect(await history.locator(`[data-ticket-id="${partial}"] .ticket__cashouts li`).count()).toBe(2);
    expect(await history.locator(`[data-ticket-id="${partial}"] .ticket__figures dd`).first().textContent()).toBe('€20.00');
    expect(await history.locator(`[data-ticket-id="${auto}"] .ticket__cashouts`).textContent()).toContain('automatically');
    await screenshot(page, 'history-panel-history-desktop');
    await panelTab(page, 'pending').click();
    const pending = page.locator('.bet-panel .history[data-history-type="UnclearedBets"]');
    await pending.locator(`[data-ticket-id="${open}"]`).waitFor({ timeout: 15_000 });
    expect(await pending.locator('[data-ticket-id]').count()).toBe(1);
    await screenshot(page, 'history-panel-pending-desktop');

    // The account modal's histories.
    await page.goto(`${suite.house.url}/en-US/user/sports-history`);
    const sports = page.locator('.account-modal .history');
    await expect.poll(() => sports.locator('[data-ticket-id]').count(), { timeout: 15_000 }).toBe(3);
    await screenshot(page, 'history-account-sports-desktop');
    await sports.getByLabel('Bets', { exact: true }).selectOption('declinedbets');
    await sports.locator('[data-history-state="empty"]').waitFor({ timeout: 15_000 });
    await page.goto(`${suite.house.url}/en-US/user/pending-bets`);
    await page.locator(`.account-modal .history [data-ticket-id="${open}"]`).waitFor({ timeout: 15_000 });
    await page.goto(`${suite.house.url}/en-US/user/transaction-history`);
    const rows = page.locator('.account-modal .transaction');
    // The demo funds, four stakes, and four cash-outs (a part, its rest, a whole one, an automatic one).
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(9);
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')).sort())).toEqual(['cashout', 'cashout', 'cashout', 'cashout', 'deposit', 'stake', 'stake', 'stake', 'stake']);
    await screenshot(page, 'history-account-transactions-desktop');

    // The same on a phone: the panel opens as a sheet from the bottom bar.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${suite.house.url}/en-US/user/sports-history`);
    await expect.poll(() => page.locator('.account-modal .history [data-ticket-id]').count(), { timeout: 15_000 }).toBe(3);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'history-account-sports-phone');
    await page.goto(`${suite.house.url}/en-US/user/transaction-history`);
    await expect.poll(() => page.locator('.account-modal .transaction').count(), { timeout: 15_000 }).toBe(9);
    await screenshot(page, 'history-account-transactions-phone');
    await page.goto(`${suite.house.url}/en-US/live`);
    await page.locator('.bottom-bar [data-item="betslip"] button').click();
    const sheet = page.getByRole('dialog');
    await sheet.locator('.bet-panel__tab[data-tab="history"]').click();
    await expect.poll(() => sheet.locator('.history [data-ticket-id]').count(), { timeout: 15_000 }).toBe(3);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'history-panel-history-phone');
    await sheet.locator('.bet-panel__tab[data-tab="pending"]').click();
    await sheet.locator(`.history [data-ticket-id="${open}"]`).waitFor({ timeout: 15_000 });
    await screenshot(page, 'history-panel-pending-phone');
    await sheet.locator('.bet-panel__tab[data-tab="my-bets"]').click();
    await sheet.getByRole('button', { name: 'Cash out part', exact: true }).click();
    await screenshot(page, 'history-my-bets-options-phone');
    await page.close();
  });

  test('[API-53][ENM-19] a history says when it is loading, when it is empty and when it failed, with a retry', { timeout: 120_000 }, async () => {
    const page = await demoPlayerOnLive(suite, 'hi');
    let fail = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/history/bets**', async (route) => {
      await held;
      if (fail) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'internal', message: 'down' }) });
      else await route.continue();
    });
    await panelTab(page, 'history').click();
    await page.locator('.bet-panel [data-history-state="loading"]').waitFor();
    await screenshot(page, 'history-panel-loading-desktop');
    release();
    const failed = page.locator('.bet-panel [data-history-state="error"]');
    await failed.waitFor({ timeout: 10_000 });
    await screenshot(page, 'history-panel-error-desktop');
    fail = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.bet-panel [data-history-state="empty"]').waitFor({ timeout: 10_000 });
    expect(await page.locator('.bet-panel [data-history-state="empty"]').textContent()).toContain('No settled bets in this period');
    await screenshot(page, 'history-panel-empty-desktop');
    // A custom range the house would refuse is said at once, before asking.
    await page.locator('.bet-panel').getByLabel('Period', { exact: true }).selectOption('custom');
    await page.locator('.bet-panel').getByLabel('From', { exact: true }).fill('2026-01-10');
    await page.locator('.bet-panel').getByLabel('To', { exact: true }).fill('2026-01-05');
    await page.locator('.bet-panel [data-history-state="invalid"]').waitFor();
    await page.close();
  });
});
