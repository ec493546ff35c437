import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { chromiumForFile, horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { startHouse, type HouseProcess } from './house-process.ts';
import { creditPlayer, newName, register } from './players.ts';

const houseUrl = inject('houseUrl');
const ADMIN_TOKEN = 'e2e-admin-token-0123456789';
const browser = chromiumForFile();

describe('accounts in the browser', () => {
  test('[ENT-49][ENT-50][SCR-43][STA-42][SCR-46] a new player registers, sees name and balance in the header and the welcome, logs out and logs back in', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const name = newName('e2e');

    await register(page, houseUrl, name, { email: `${name}@example.com` });
    const chip = page.getByTestId('header-user');
    await chip.waitFor();
    await expect.poll(() => chip.textContent()).toContain(name);
    expect(await page.getByTestId('header-balance').textContent()).toBe('0.00 EUR');
    await page.waitForURL(`${houseUrl}/en-US`);
    // SCR-46: the welcome, whose button leads to the deposit tab.
    const welcome = page.getByRole('dialog', { name: 'Welcome!' });
    await welcome.waitFor();
    expect(await welcome.getByRole('link', { name: 'Deposit & Bet Now' }).getAttribute('href')).toBe('/en-US/user/deposit');
    await page.keyboard.press('Escape');
    await expect.poll(() => welcome.count()).toBe(0);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.getByTestId('header-user').count()).toBe(0);

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.getByLabel('User name or e-mail').fill(`${name}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await chip.waitFor();
    expect(await chip.textContent()).toContain(name);
    expect(await page.getByTestId('header-balance').textContent()).toBe('0.00 EUR');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Register' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  test('[ERR-18] form errors appear under their inputs, from the client and from the server', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${houseUrl}/en-US/register`);
    await page.getByRole('button', { name: 'Continue' }).click();
    const emailField = page.locator('[data-field="Email"]');
    await emailField.getByRole('alert').waitFor();
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'account-register-errors-phone');

    await page.goto(`${houseUrl}/en-US/login`);
    await page.getByLabel('User name or e-mail').fill('nobody-at-all');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await page.locator('[data-field="Password"]').getByRole('alert').waitFor();
    expect(await page.locator('[data-field="Password"]').getByRole('alert').textContent()).toContain('wrong');
    await page.close();
  });

  test('[RTE-34][RTE-33][SCR-42][SCR-44] signed-in visits to login go home; /user opens the account modal on deposit; guests on /user go home', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    const name = newName('modal');
    await register(page, houseUrl, name, { demo: true });
    await page.getByTestId('header-user').waitFor();
    // A demo player starts with demo money.
    expect(await page.getByTestId('header-balance').textContent()).toBe('1,000.00 EUR');

    for (const path of ['login', 'register', 'lost-password']) {
      await page.goto(`${houseUrl}/en-US/${path}`);
      await page.waitForURL(`${houseUrl}/en-US`);
    }

    await page.goto(`${houseUrl}/en-US/user`);
    await page.waitForURL(`${houseUrl}/en-US/user/deposit`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Deposit' }).waitFor();
    expect(await dialog.getByTestId('modal-balance').textContent()).toBe('1,000.00 EUR');
    // A demo account's deposit tab says where deposits go.
    expect(await dialog.getByText('Demo accounts play with demo money: deposits are for real-money accounts.').count()).toBe(1);
    for (const tab of ['Account', 'Messages', 'Responsible gambling', 'Deposit', 'Withdraw', 'Bonuses', 'Casino History', 'Sports History', 'Pending Bets', 'Transaction History']) {
      expect(await dialog.getByRole('link', { name: tab, exact: true }).count(), tab).toBe(1);
    }
    await screenshot(page, 'account-modal-desktop');
    await dialog.getByRole('link', { name: 'Account', exact: true }).click();
    await dialog.getByRole('heading', { level: 2, name: 'Account', exact: true }).waitFor();
    await dialog.getByRole('form', { name: 'Change password' }).waitFor();
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'account-modal-account-phone');
    expect(await horizontalOverflow(page)).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${houseUrl}/en-US`);

    const guest = await browser().newPage({ viewport: VIEWPORTS.desktop });
    await guest.goto(`${houseUrl}/en-US/user/deposit`);
    await guest.waitForURL(`${houseUrl}/en-US`);
    await guest.close();
    await page.close();
  });

  test.each(Object.entries(VIEWPORTS))('the account pages fit a %s screen', async (name, viewport) => {
    const page = await browser().newPage({ viewport });
    for (const path of ['register', 'login', 'lost-password', 'set-password']) {
      await page.goto(`${houseUrl}/en-US/${path}`);
      await page.locator('.auth-card').waitFor();
      await screenshot(page, `account-${path}-${name}`);
      expect(await horizontalOverflow(page), path).toBe(0);
    }
    await page.close();
  });
});

describe('a funded account', () => {
  let house: HouseProcess;
  beforeAll(async () => {
    house = await startHouse({ ADMIN_TOKEN });
  });
  afterAll(async () => {
    await house?.stop();
  });

  test('the admin credit route funds a new player, and the header shows it with the currency decimals (CON-17: KRW 0)', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.phone });
    const name = newName('rich');
    await page.goto(`${house.url}/en-US/register`);
    await page.getByLabel('E-mail').fill(`${name}@example.com`);
    await page.getByLabel('User name').fill(name);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Confirm password').fill('correct horse battery');
    await page.getByLabel('Currency').selectOption('KRW');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByLabel('I accept the privacy policy').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('header-user').waitFor();

    await creditPlayer(house.url, ADMIN_TOKEN, name, '50000', 'KRW');
    await page.reload();
    await page.getByTestId('header-user').waitFor();
    expect(await page.getByTestId('header-balance').textContent()).toBe('50,000 KRW');
    await screenshot(page, 'account-header-funded-phone');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });
});
