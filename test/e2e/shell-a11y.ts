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

/**
 * Known findings outside the shell, reported to their owner and not hidden anywhere else: the live
 * odds button's aria-label ("Home – Away: 1 2.15") does not contain its visible text run together
 * ("12.15"), so axe flags label-content-name-mismatch. The live feature owns that button.
 */
export const KNOWN_ELSEWHERE: readonly { readonly rule: string; readonly selector: string }[] = [
  { rule: 'label-content-name-mismatch', selector: '[data-outcome-id]' },
];

/** Serious and critical axe violations on the page as it is now (WCAG 2.x A and AA rules, best practices). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async (known) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    const run = await axe.run(document, { resultTypes: ['violations'] });
    // Resolve "known elsewhere" in the page, where the selectors can be matched against the nodes.
    for (const violation of run.violations) {
      const skip = known.filter((k) => k.rule === violation.id).map((k) => k.selector);
      if (skip.length === 0) continue;
      violation.nodes = violation.nodes.filter((node) => {
        const target = node.target[0];
        const element = typeof target === 'string' ? document.querySelector(target) : null;
        return !(element && skip.some((selector) => element.matches(selector)));
      });
    }
    return run;
  }, KNOWN_ELSEWHERE);
  return results.violations
    .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && v.nodes.length > 0)
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
