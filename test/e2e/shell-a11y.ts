/** axe-core in the page, for the shell's browser tests. */
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A context whose pages may receive injected scripts: the house's CSP rightly forbids inline script. */
export function injectableContext(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  return browser.newContext({ viewport, bypassCSP: true });
}

export type Violation = { id: string; impact: string | null | undefined; help: string; targets: string[] };

/** Serious and critical axe violations on the page as it is now (WCAG 2.x A and AA rules, best practices). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && v.nodes.length > 0)
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
