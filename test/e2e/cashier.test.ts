/**
 * The cashier's Deposit tab in the browser (issue #18), against the house's sandbox payment
 * provider: a new real-money player deposits by card, watches the payment complete, sees the
 * header's balance rise with no reload and bets with the money; a mistyped card is caught under
 * its input; a declined test card says so and charges nothing; a funded player withdraws, cancels
 * one withdrawal through the warning and watches another paid out. At 1920×1080 and 412×823.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';
import { creditPlayer, headerBalance, newName, register, waitPlaceable } from './players.ts';

const ADMIN_TOKEN = 'e2e-admin-token-cashier-0123456789';
/** Long enough to cancel in, short enough to watch a payout end. */
const PAYOUT_REVIEW_MS = 6000;
const suite = browserSuite({ HOUSE_TEST_HOOKS: '1', FEED_LIVE_MATCHES: '12', CASHIER_SANDBOX_STEP_MS: '300', CASHIER_SANDBOX_PAYOUT_REVIEW_MS: String(PAYOUT_REVIEW_MS), CRYPTO_SANDBOX_BLOCK_MS: '2500', ADMIN_TOKEN });

const credit = (name: string, amount: string) => creditPlayer(suite.house.url, ADMIN_TOKEN, name, amount);

/** A single on the first live price, with the feed paused so the price holds; `outcome` waits for what follows. */
async function betOnLive(page: Page, stake: string, outcome: () => Promise<unknown>): Promise<void> {
  await page.goto(`${suite.house.url}/en-US/live`);
  await suite.hook('/api/test/pause-feed');
  try {
    await page.locator('.odds-button:not([disabled])').first().click();
    await page.locator('.slip-item .betslip__stake-input').fill(stake);
    await waitPlaceable(page);
    await page.getByRole('button', { name: 'Place bet' }).click();
    await outcome();
  } finally {
    await suite.hook('/api/test/resume-feed');
  }
}

async function withdrawByCard(page: Page, amount: string, password: string): Promise<void> {
  await page.getByLabel('Amount (EUR)').fill(amount);
  await page.getByLabel('Card holder', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
}

async function fillCard(page: Page, number: string, amount: string): Promise<void> {
  await page.getByLabel('Amount (EUR)').fill(amount);
  await page.getByLabel("Card holder's last name").fill('Lovelace');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getUTCFullYear() + 5));
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('I accept the deposit terms').check();
}

/** Sends coins to an address on the sandbox chain (README "Cashier"). */
async function sendCoins(coin: string, address: string, amount: string): Promise<void> {
  const res = await fetch(`${suite.house.url}/api/admin/sandbox-chain/transfers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ Coin: coin, Address: address, Amount: amount }),
  });
  expect(res.status).toBe(202);
}

describe('the cashier in the browser', () => {
  test('[ENT-34][ENT-36][STA-27][STA-28][VAL-40] a player picks BTC: its address with a QR code drawn here, the minimum and the rate; coins sent show their confirmations, then the balance rises with no reload', { timeout: 120_000 }, async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const page = await suite.newPage(viewport);
      await register(page, suite.house.url, newName('btc'));
      await page.getByTestId('header-user').waitFor();
      await page.goto(`${suite.house.url}/en-US/user/deposit`);
      await page.getByRole('radio', { name: 'BTC' }).check();
      const address = (await page.getByTestId('crypto-address').textContent({ timeout: 20_000 })) ?? '';
      expect(address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
      // The QR code is an SVG of this page's own, of the address, with no image from elsewhere.
      const qr = page.getByRole('img', { name: 'QR code of your BTC deposit address' });
      expect(await qr.evaluate((el) => [el.tagName, el.getAttribute('data-qr-text')])).toEqual(['svg', address]);
      expect(await page.getByTestId('crypto-minimum').textContent()).toBe('Minimum deposit: 0.0002 BTC. Less is not credited.');
      expect(await page.getByTestId('crypto-rate').textContent()).toBe('1 BTC ≈ €58,000.00');
      expect(await horizontalOverflow(page)).toBe(0);
      const name = viewport === VIEWPORTS.phone ? 'phone' : 'desktop';
      await screenshot(page, `cashier-crypto-${name}`);
      // The transfer and its confirmations once, on the desktop.
      if (viewport === VIEWPORTS.phone) continue;
      await sendCoins('BTC', address, '0.001');
      await page.getByTestId('crypto-progress').waitFor({ timeout: 20_000 });
      await screenshot(page, `cashier-crypto-confirming-${name}`);
      await page.locator('.cashier__crypto [data-payment-status="completed"]').waitFor({ timeout: 30_000 });
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(58);
    }
  });

  test('[ROL-12][STA-22][VAL-21][VAL-25][STA-24][VAL-05] a player from Turkey is offered Papara and neither Neteller nor crypto; a voucher bought in the shop tab deposits with no terms box and no quick amounts', { timeout: 120_000 }, async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const name = viewport === VIEWPORTS.phone ? 'phone' : 'desktop';
      const page = await suite.newPage(viewport);
      await register(page, suite.house.url, newName('tr'), { country: 'TR' });
      await page.getByTestId('header-user').waitFor();
      await page.goto(`${suite.house.url}/en-US/user/deposit`);
      const methods = page.locator('.cashier__methods:not(.cashier__methods--crypto) .cashier__method');
      await methods.first().waitFor();
      expect(await methods.evaluateAll((labels) => labels.map((l) => l.getAttribute('data-method')))).toEqual(['card', 'voucher', 'papara']);
      // Turkey bars paying with crypto assets: no coins are offered.
      expect(await page.locator('.cashier__methods--crypto').count()).toBe(0);
      await page.getByRole('radio', { name: 'Papara' }).check();
      await page.getByLabel('Papara account number').waitFor();
      await screenshot(page, `cashier-papara-${name}`);
      if (viewport === VIEWPORTS.phone) {
        expect(await horizontalOverflow(page)).toBe(0);
        continue;
      }
      await page.getByRole('radio', { name: 'Voucher' }).check();
      // VAL-25 / VAL-05: no terms box and no quick amounts; STA-24: the currency is EUR, fixed.
      expect(await page.getByLabel('I accept the deposit terms').count()).toBe(0);
      expect(await page.locator('.cashier__quick').count()).toBe(0);
      expect(await page.getByLabel('Currency').inputValue()).toBe('EUR');
      expect(await page.getByLabel('Currency').isDisabled()).toBe(true);
      // STA-22: the shop opens in a new tab.
      const [shop] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Buy a voucher' }).click()]);
      const code = await shop.locator('[data-voucher-code]').getAttribute('data-voucher-code', { timeout: 10_000 });
      await shop.close();
      await page.getByLabel('Voucher code').fill(code!);
      await page.getByLabel('Amount (EUR)').fill('20');
      await screenshot(page, `cashier-voucher-${name}`);
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect.poll(() => page.locator('.cashier__status').getAttribute('data-payment-status'), { timeout: 20_000 }).toBe('completed');
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(20);
    }
  });

  test('[SCR-44][ENT-32][STA-30][VAL-01] a new player deposits by card, the balance rises with no reload, the terms are not asked again, and the money bets', { timeout: 120_000 }, async () => {
    const page = await suite.newPage();
    await register(page, suite.house.url, newName('dep'));
    await page.getByTestId('header-user').waitFor();
    expect(await headerBalance(page)).toBe(0);
    await page.goto(`${suite.house.url}/en-US/user/deposit`);
    await page.getByRole('radio', { name: 'Card' }).check();
    // A mistyped card number is caught under its input, before anything is sent.
    await fillCard(page, '4242 4242 4242 4241', '25.50');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect.poll(() => page.locator('[data-field="AccountNumber"] .form-field__error').textContent()).toContain('Check the card number');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await screenshot(page, 'cashier-deposit-desktop');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const status = page.locator('.cashier__status');
    await status.waitFor();
    await expect.poll(() => status.getAttribute('data-payment-status'), { timeout: 20_000 }).toBe('completed');
    expect(await status.textContent()).toContain('€25.50 deposited');
    expect(await status.textContent()).toContain('Card ending in 4242');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(25.5);
    await screenshot(page, 'cashier-deposit-completed-desktop');
    // VAL-01: terms once accepted are not asked for again.
    await page.getByRole('button', { name: 'New deposit' }).click();
    await page.locator('[data-terms="accepted"]').waitFor();
    expect(await page.getByLabel('I accept the deposit terms').count()).toBe(0);

    // The deposited money places a bet.
    await betOnLive(page, '10', () => page.getByTestId('bet-placed').waitFor({ timeout: 10_000 }));
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(15.5);
  });

  test('[STA-31][ENM-06][VAL-07][STA-26] on a phone: a declined test card says so, charges nothing, and New deposit brings the form back as it was typed', { timeout: 90_000 }, async () => {
    const page = await suite.newPage(VIEWPORTS.phone);
    await register(page, suite.house.url, newName('dec'));
    await page.getByTestId('header-user').waitFor();
    await page.goto(`${suite.house.url}/en-US/user/deposit`);
    // VAL-07: a typed amount is cleaned as it is typed; STA-26: the quick amount chosen shows pressed.
    await page.getByLabel('Amount (EUR)').fill('-1,2..5');
    expect(await page.getByLabel('Amount (EUR)').inputValue()).toBe('12.5');
    await page.getByRole('button', { name: '€50.00' }).click();
    expect(await page.getByLabel('Amount (EUR)').inputValue()).toBe('50');
    expect(await page.getByRole('button', { name: '€50.00' }).getAttribute('aria-pressed')).toBe('true');
    await fillCard(page, '4000 0000 0000 0002', '50');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'cashier-deposit-phone');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const status = page.locator('.cashier__status');
    await expect.poll(() => status.getAttribute('data-payment-status'), { timeout: 20_000 }).toBe('rejected');
    expect(await status.textContent()).toContain('rejected. Nothing was charged');
    await screenshot(page, 'cashier-deposit-rejected-phone');
    expect(await headerBalance(page)).toBe(0);
    await page.getByRole('button', { name: 'New deposit' }).click();
    expect(await page.getByLabel('Card number').inputValue()).toBe('4000 0000 0000 0002');
  });

  test('[VAL-27][VAL-32][VAL-34][VAL-29][CON-14][STA-29][STA-30][STA-34][SCR-48] on a phone: a withdrawal leaves the balance at once; a wrong password is caught; Cancel warns first and returns the amount; another is paid out; a bad IBAN is caught; coins show what arrives', { timeout: 90_000 }, async () => {
    const page = await suite.newPage(VIEWPORTS.phone);
    const name = newName('wd');
    await register(page, suite.house.url, name);
    await page.getByTestId('header-user').waitFor();
    await credit(name, '100');
    await page.goto(`${suite.house.url}/en-US/user/withdraw`);
    const withdrawals = page.locator('.cashier__withdrawals');
    await withdrawals.locator('[data-request-state="empty"]').waitFor();
    expect(await page.locator('.cashier__available').textContent()).toContain('€100.00');

    await withdrawByCard(page, '30', 'not my password');
    await expect.poll(() => page.locator('[data-field="Password"] .form-field__error').textContent()).toContain('The password is wrong');
    expect(await headerBalance(page)).toBe(100);

    // The first is left to be paid out; the second is cancelled while the provider still reviews it.
    await withdrawByCard(page, '20', 'correct horse battery');
    await page.getByText('Withdrawal of €20.00 requested').waitFor();
    await withdrawByCard(page, '30', 'correct horse battery');
    await page.getByText('Withdrawal of €30.00 requested').waitFor();
    await expect.poll(() => headerBalance(page)).toBe(50);
    const row = (amount: string) => withdrawals.locator('.cashier__payment').filter({ hasText: amount });
    await expect.poll(() => row('€30.00').getAttribute('data-payment-status')).toBe('pending');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'cashier-withdraw-phone');

    await row('€30.00').getByRole('button', { name: 'Cancel the withdrawal of €30.00' }).click();
    const warning = page.getByRole('alertdialog', { name: 'WARNING!' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('Are you sure you wish to cancel the withdraw?');
    await screenshot(page, 'cashier-withdraw-cancel-phone');
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => warning.count()).toBe(0);
    await expect.poll(() => row('€30.00').getAttribute('data-payment-status')).toBe('canceled');
    await expect.poll(() => headerBalance(page)).toBe(80);

    // The list follows the other until the provider has paid it out; the balance stays as it was.
    await expect.poll(() => row('€20.00').getAttribute('data-payment-status'), { timeout: PAYOUT_REVIEW_MS + 15_000 }).toBe('completed');
    expect(await row('€20.00').textContent()).toContain('Paid out');
    expect(await headerBalance(page)).toBe(80);
    await screenshot(page, 'cashier-withdraw-paid-phone');

    // VAL-34: a bank transfer asks for the account's holder, IBAN, BIC and bank.
    await page.getByRole('radio', { name: 'Bank transfer' }).check();
    await page.getByLabel('Amount (EUR)').fill('10');
    await page.getByLabel('Account holder').fill('Ada Lovelace');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await page.getByLabel('BIC / SWIFT').fill('COBADEFFXXX');
    await page.getByLabel('Bank name').fill('Commerzbank');
    await page.getByLabel('Your password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.poll(() => page.locator('[data-field="IBAN"] .form-field__error').textContent()).toContain('Check the IBAN');
    await screenshot(page, 'cashier-withdraw-bank-phone');
    // VAL-29 / CON-14: coins to an address, about what arrives shown before sending, at the rate.
    await page.getByRole('radio', { name: 'Crypto' }).check();
    await page.getByLabel('Amount (EUR)').fill('58');
    await page.getByLabel('Your BTC address').fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(await page.getByTestId('crypto-withdraw-minimum').textContent()).toBe('Minimum withdrawal: 0.0002 BTC');
    await expect.poll(() => page.getByTestId('crypto-withdraw-receive').textContent()).toBe('You receive about 0.001 BTC');
    await page.getByLabel('Your password').fill('correct horse battery');
    await screenshot(page, 'cashier-withdraw-crypto-phone');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Withdrawal of €58.00 requested').waitFor();
    await expect.poll(() => headerBalance(page)).toBe(22);
    expect(await row('€58.00').textContent()).toContain('0.001 BTC');
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('responsible gambling: a daily deposit limit refuses a deposit above it; a time-out stops betting, at the house', { timeout: 90_000 }, async () => {
    const page = await suite.newPage();
    const name = newName('rg');
    await register(page, suite.house.url, name);
    await page.getByTestId('header-user').waitFor();
    await credit(name, '100');
    await page.goto(`${suite.house.url}/en-US/user/limits`);
    const daily = page.locator('[data-limit-kind="deposit"] [data-limit-period="day"]');
    await daily.getByLabel('New limit (EUR)').fill('20');
    await daily.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => daily.locator('[data-limit-amount]').textContent()).toBe('Limit: €20.00');
    // A raise waits its 24 hours.
    await daily.getByLabel('New limit (EUR)').fill('500');
    await daily.getByRole('button', { name: 'Save' }).click();
    await daily.getByText(/Rises to €500\.00 on/).waitFor();
    expect(await daily.locator('[data-limit-amount]').textContent()).toBe('Limit: €20.00');
    await screenshot(page, 'protections-limits-desktop');

    await page.getByRole('link', { name: 'Deposit' }).click();
    await page.getByRole('radio', { name: 'Card' }).check();
    await fillCard(page, '4242 4242 4242 4242', '30');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect.poll(() => page.locator('[data-field="Amount"] .form-field__error').textContent()).toContain('more than your deposit limit allows');

    await page.getByRole('link', { name: 'Responsible gambling' }).click();
    await page.getByLabel('For how long').selectOption('24h');
    await page.getByLabel('Your password').fill('correct horse battery');
    await page.getByLabel('I understand that this cannot be undone').check();
    await page.getByRole('button', { name: 'Start the break' }).click();
    await page.locator('[data-exclusion="time-out"]').waitFor();
    expect(await page.getByRole('button', { name: 'Start the break' }).count()).toBe(0);
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.locator('[data-exclusion="time-out"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'protections-time-out-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The slip sends the bet; the house refuses it by its code, and the balance stays.
    await betOnLive(page, '5', () => expect.poll(() => page.locator('.betslip__errors').textContent(), { timeout: 10_000 }).toContain('You are taking a break'));
    expect(await headerBalance(page)).toBe(100);
  });

  test('[SCR-47][VAL-13][VAL-14][ERR-11] on a phone: a code that needs a deposit offers Deposit; a welcome code is claimed and shows its wagering; claimed again, the modal says why', { timeout: 60_000 }, async () => {
    const page = await suite.newPage(VIEWPORTS.phone);
    await register(page, suite.house.url, newName('bon'));
    await page.getByTestId('header-user').waitFor();
    await page.goto(`${suite.house.url}/en-US/user/bonuses`);
    const panel = page.locator('.bonuses');
    await panel.locator('[data-request-state="empty"]').waitFor();
    await panel.getByLabel('Bonus code').fill('DEPOSIT20');
    await panel.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => panel.locator('[data-claim-state="failed"]').textContent()).toContain('assigned after a deposit');
    expect(await panel.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/en-US/user/deposit');
    await panel.getByLabel('Bonus code').fill('welcome10');
    await panel.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => panel.locator('[data-claim-state="claimed"]').textContent()).toBe('Bonus code successfully activated!');
    const bonus = panel.locator('[data-bonus-code="WELCOME10"]');
    await expect.poll(() => bonus.getAttribute('data-bonus-status')).toBe('wagering');
    expect(await bonus.textContent()).toContain('Wagered €0.00 of €50.00');
    expect(await panel.getByRole('heading', { name: 'Bonus balance: €10.00' }).count()).toBe(1);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'bonuses-phone');

    await page.goto(`${suite.house.url}/en-US/open-modal/claimUserBonusModal`);
    const modal = page.getByRole('dialog', { name: 'Claim Bonus' });
    await modal.getByLabel('Bonus code').fill('WELCOME10');
    await modal.getByRole('button', { name: 'Claim' }).click();
    const error = page.getByRole('dialog', { name: 'Error claiming bonus' });
    await error.waitFor();
    expect(await error.textContent()).toContain('You have already claimed this bonus.');
    expect(await error.getByRole('button', { name: 'OK' }).count()).toBe(1);
    await screenshot(page, 'bonuses-claim-error-phone');
  });

  test('[SCR-49] a bet the house refuses for the balance opens Low balance, whose Add funds leads to the deposit tab', { timeout: 60_000 }, async () => {
    const page = await suite.newPage();
    await register(page, suite.house.url, newName('low'));
    await page.getByTestId('header-user').waitFor();
    const low = page.getByRole('dialog', { name: 'Low balance' });
    await betOnLive(page, '5', () => low.waitFor({ timeout: 10_000 }));
    expect(await page.locator('.betslip__errors [data-error="InsufficientBalanceException"]').count()).toBe(1);
    await low.getByRole('link', { name: 'Add funds' }).click();
    await page.waitForURL(`${suite.house.url}/en-US/user/deposit`);
  });
});
