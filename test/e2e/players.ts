/** Players for the browser tests: a fresh name, and registration through the real form. */
import type { Page } from 'playwright-core';

export function newName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Registers `name` through /register's two steps (demo money when asked); the player is signed in after. */
export async function register(page: Page, base: string, name: string, options: { email?: string; demo?: boolean } = {}): Promise<void> {
  await page.goto(`${base}/en-US/register`);
  await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
  await page.getByLabel('E-mail').fill(options.email ?? `${name}@example.com`);
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByLabel('I accept the privacy policy').check();
  if (options.demo) await page.getByLabel(/demo money/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}
