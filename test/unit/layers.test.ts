/**
 * The layering rule stays in force (eslint.config.js, docs/decisions/0015): an import that points
 * the wrong way is a lint error, and one that points the right way is not.
 */
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint();

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layers', () => {
  test.each([
    ['schemas/x.ts', "export { formatMoney } from '../domain/money.ts';"],
    ['domain/x.ts', "export { sessionState } from '../src/store/session.ts';"],
    ['workers/feed/x.ts', "export { sessionState } from '../../src/store/session.ts';"],
    ['server/x.ts', "export { createFeedEngine } from '../workers/feed/engine.ts';"],
    ['src/store/x.ts', "export { MyBetsPanel } from '../features/betslip/my-bets-panel.tsx';"],
    ['src/features/x.ts', "export { router } from '../app/router.tsx';"],
    ['src/routes/x.ts', "export { AppShell } from '../app/shell/app-shell.tsx';"],
    ['src/store/x.ts', "export { createFeedEngine } from '../../workers/feed/engine.ts';"],
  ])('%s may not import that way: %s', async (file, source) => {
    expect(await layerErrors(file, source)).toHaveLength(1);
  });

  test.each([
    ['domain/x.ts', "export { CURRENCIES } from '../schemas/wallet.ts';"],
    ['server/x.ts', "export { formatMoney } from '../domain/money.ts';"],
    ['src/store/x.ts', "export { queryKey } from '../../workers/feed/contract.ts';"],
    ['src/features/x.ts', "export { sessionState } from '../store/session.ts';"],
  ])('%s may import downwards: %s', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([]);
  });
});
