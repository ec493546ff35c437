/**
 * The shell's behaviour in a real browser against the real house: settings, modals by tag,
 * version check, configuration, skip link, query stripping and keyboard (the price live region and
 * flashes are live.test.ts's, against a house whose prices keep moving).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { chromiumForFile, screenshot, VIEWPORTS } from './browser.ts';

const houseUrl = inject('houseUrl');
const browser = chromiumForFile();

async function livePage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const page = await browser().newPage({ viewport });
  await page.goto(`${houseUrl}/en-US/live`);
  await page.locator('[data-match-id] [data-outcome-id]:not([disabled])').first().waitFor({ timeout: 20_000 });
  return page;
}

const shownPrices = (page: Page) =>
  page.$$eval('[data-outcome-id]:not([disabled])', (els) => els.slice(0, 12).map((el) => [el.getAttribute('data-odds') ?? '', el.querySelector('.odds-button__price')?.textContent ?? '']));

describe('settings', () => {
  test('[STA-43] [CON-21] the odds format applies at once on a phone, persists by cookie, and data-odds stays decimal', async () => {
    const page = await livePage(VIEWPORTS.phone);
    // On a 412 px phone the settings are in the Menu drawer.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('combobox', { name: 'Odds format' }).selectOption('american');
    await screenshot(page, 'shell-settings-american-phone');
    await expect
      .poll(async () => (await shownPrices(page)).every(([decimal = '', shown = '']) => /^\d+\.\d{2}$/.test(decimal) && /^[+-]\d+$/.test(shown)))
      .toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'oddFormat')?.value).toBe('american');

    await page.getByRole('combobox', { name: 'View format' }).selectOption('asian');
    expect((await page.context().cookies()).find((c) => c.name === 'viewFormat')?.value).toBe('asian');

    await page.reload();
    await page.locator('[data-outcome-id]:not([disabled])').first().waitFor({ timeout: 20_000 });
    const [first] = await shownPrices(page);
    expect(first?.[1]).toMatch(/^[+-]\d+$/);
    await page.context().clearCookies();
    await page.close();
  });

  test('[PRD-05] the settings tab of the right sidebar sets odds format, view format and time zone; the time shows in that zone', async () => {
    const page = await livePage();
    await page.getByRole('tab', { name: 'Settings' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('combobox', { name: 'Odds format' }).selectOption('fractional');
    await expect.poll(async () => (await shownPrices(page)).every(([, shown = '']) => /^\d+\/\d+$/.test(shown))).toBe(true);
    await expect.poll(() => panel.locator('[data-settings-preview="odds"]').textContent()).toBe('1/2 · 1/1 · 9/4');
    await panel.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Tokyo');
    const expected = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(Date.now()),
    );
    expect(await panel.locator('[data-settings-preview="time"]').textContent()).toBe(expected);
    await page.context().clearCookies();
    await page.close();
  });
});

describe('modals by tag', () => {
  test('[RTE-28] [SCR-48] [SCR-51] /open-modal/{modal}/{data} opens the modal, stays open across a reload, Escape closes it', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${houseUrl}/en-US/open-modal/cancelWithdrawalModal/42`);
    const dialog = page.getByRole('alertdialog', { name: 'WARNING!' });
    await dialog.waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en-US');
    expect(await dialog.textContent()).toContain('Are you sure you wish to cancel the withdraw?');
    expect(await dialog.getByRole('button', { name: 'Confirm' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(2); // the × and the Close button

    await page.reload();
    await page.getByRole('alertdialog', { name: 'WARNING!' }).waitFor();

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.close();
  });

  test('[SCR-51] a modal not on the kept list does not come back after a reload', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${houseUrl}/en-US/open-modal/welcomeModal`);
    await page.getByRole('dialog', { name: 'Welcome!' }).waitFor();
    await page.reload();
    await page.locator('main h1').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  test('[SCR-46] [SCR-47] [ERR-11] [SCR-49] [SCR-50] each modal shows the spec text; welcome’s button goes to the deposit tab', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${houseUrl}/en-US/open-modal/claimUserBonusModal`);
    const claim = page.getByRole('dialog', { name: 'Claim Bonus' });
    await claim.getByRole('textbox', { name: 'Bonus code' }).fill('SPRING');
    await claim.getByRole('button', { name: 'Claim' }).click();
    // ERR-11: a refusal (here: a guest has no account to claim for) retitles the modal and is shown inline.
    const refused = page.getByRole('dialog', { name: 'Error claiming bonus' });
    await expect.poll(() => refused.getByRole('status').textContent()).toBe('Your session has ended. Log in again.');
    await screenshot(page, 'shell-modal-claim-phone');
    await page.keyboard.press('Escape');

    await page.goto(`${houseUrl}/en-US/open-modal/lowBalanceModal`);
    const low = page.getByRole('dialog', { name: 'Low balance' });
    expect(await low.textContent()).toContain('make a deposit');
    expect(await low.getByRole('link', { name: 'Add funds' }).getAttribute('href')).toBe('/en-US/user/deposit');
    expect(await low.getByRole('link', { name: 'Bonuses' }).getAttribute('href')).toBe('/en-US/user/bonuses');

    await page.goto(`${houseUrl}/en-US/open-modal/lessBalanceModal`);
    expect(await page.getByRole('dialog', { name: 'Not enough balance' }).textContent()).toContain("Don't miss to win your bet.");

    await page.goto(`${houseUrl}/en-US/open-modal/welcomeModal`);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
    await page.getByRole('dialog', { name: 'Welcome!' }).getByRole('link', { name: 'Deposit & Bet Now' }).click();
    // A guest is then sent home by the account pages (RTE-33); the modal's part is the move to the deposit tab.
    await expect.poll(() => visited).toContain('/en-US/user/deposit');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto(`${houseUrl}/en-US/open-modal/noSuchModal`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });

  test('focus is trapped in a modal, and returns to the control that opened it', async () => {
    const page = await livePage();
    // The settings sheet is a modal opened from a header button.
    const opener = page.getByRole('button', { name: 'Open settings' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Settings' });
    await sheet.waitFor();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open settings');

    // A modal by tag traps Tab and Shift+Tab too.
    await page.goto(`${houseUrl}/en-US/open-modal/cancelWithdrawalModal/7`);
    await page.getByRole('alertdialog').waitFor();
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-modal]')))).toBe(true);
    }
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).last().click();
    await page.close();
  });
});

describe('version check', () => {
  test('[STA-58] [STA-59] a stored hash of an older build clears caches, saves the new hash and reloads once', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    const serverHash = ((await (await fetch(`${houseUrl}/api/version`)).json()) as { data: string }).data;
    await page.goto(`${houseUrl}/en-US`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('versionHash'))).toBe(serverHash);

    await page.evaluate(async () => {
      localStorage.setItem('versionHash', 'an-older-build');
      await (await caches.open('stale-assets')).put('/stale', new Response('old'));
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.reload();
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('versionHash'))).toBe(serverHash);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    await page.close();
  });

  test('[STA-57] search-engine bots do not ask for the version', async () => {
    const context = await browser().newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/version')) asked.push(r.url());
    });
    await page.goto(`${houseUrl}/en-US`);
    await page.locator('main h1').waitFor();
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    await context.close();
  });

  test('[ERR-03] a version request that takes over 1 s is abandoned: the page loads, no reload, nothing stored', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    await page.route('**/api/version', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.fulfill({ json: { data: 'late' } }).catch(() => undefined);
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${houseUrl}/en-US`);
    await page.locator('main h1').waitFor();
    await expect.poll(() => warnings.some((w) => w.includes('no answer within 1000 ms')), { timeout: 5_000 }).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('versionHash'))).toBeNull();
    await page.close();
  });
});

describe('configuration and shell', () => {
  // On a page the house does not draw (ADR 0044): one it draws comes with its configuration.
  test('[SCR-14] the loading view shows until both configurations answer', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/config/get', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${houseUrl}/en-US/promotions`);
    await page.locator('[data-loading-view]').waitFor();
    expect(await page.locator('main').count()).toBe(0);
    release();
    await page.locator('main h1').waitFor();
    expect(await page.locator('[data-loading-view]').count()).toBe(0);
    await page.close();
  });

  test("[ROL-14] [ERR-06] with no admin configuration, 'There is no admin configuration!' is alerted (not a Mac)", async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    await page.route('**/api/admin/config/get', (route) => route.fulfill({ json: { data: null } }));
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(`${houseUrl}/en-US/promotions`);
    await page.locator('main h1').waitFor();
    await expect.poll(() => alerts).toEqual(['alert: There is no admin configuration!']);
    await page.close();
  });

  test('[ERR-06] on a Mac it is a modal with Close', async () => {
    const context = await browser().newContext({
      viewport: VIEWPORTS.desktop,
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    });
    const page = await context.newPage();
    await page.route('**/api/admin/config/get', (route) => route.fulfill({ json: { data: null } }));
    await page.goto(`${houseUrl}/en-US/promotions`);
    const modal = page.getByRole('alertdialog', { name: 'Configuration' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('There is no admin configuration!');
    await modal.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });

  test('[SCR-15] Tab reaches skip-to-content first; it focuses the main area, whose tabindex is gone after 1000 ms', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${houseUrl}/en-US/sport`);
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).not.toBe('none');
    // The changes are recorded in the page, so a slow test process cannot miss the short-lived -1.
    await page.evaluate(() => {
      const changes: { value: string | null; at: number }[] = [];
      (window as unknown as { tabindexChanges: typeof changes }).tabindexChanges = changes;
      const main = document.querySelector('main') as Element;
      new MutationObserver(() => changes.push({ value: main.getAttribute('tabindex'), at: performance.now() }))
        .observe(main, { attributes: true, attributeFilter: ['tabindex'] });
    });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    const changes = () => page.evaluate(() => (window as unknown as { tabindexChanges: { value: string | null; at: number }[] }).tabindexChanges);
    await expect.poll(async () => (await changes()).map((change) => change.value), { timeout: 5_000 }).toEqual(['-1', null]);
    const [set, removed] = (await changes()).map((change) => change.at);
    expect(Number(removed) - Number(set)).toBeGreaterThanOrEqual(990);
    await page.close();
  });

  test('[RTE-35] query parameters are read and stripped from the address, except on set-password', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${houseUrl}/en-US/promotions?btag=42&utm_source=mail#top`);
    await expect.poll(() => page.url()).toBe(`${houseUrl}/en-US/promotions#top`);
    // A page's own state stays: the casino lobby's provider filter (RTE-20).
    await page.goto(`${houseUrl}/en-US/casino/slots?providers=reelwright&btag=42`);
    await expect.poll(() => page.url()).toBe(`${houseUrl}/en-US/casino/slots?providers=reelwright`);
    await page.goto(`${houseUrl}/en-US/set-password?token=abc123`);
    await page.locator('main h1').waitFor();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${houseUrl}/en-US/set-password?token=abc123`);
    await page.close();
  });

  test('[PRD-12] the document language follows the URL and Chinese gets its style', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${houseUrl}/zh-CHS`);
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.classList.contains('zh')])).toEqual(['zh-Hans', true]);
    await page.close();
  });
});
