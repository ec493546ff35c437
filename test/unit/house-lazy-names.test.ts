/**
 * A lazy part's name is its module's path (src/ssr/house-lazy.ts): the house links that module's
 * style sheets into the pages it draws, so a name that drifted from its import would leave the
 * drawn HTML unstyled until the page's scripts ran.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const sources = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));

test('every house-lazy part is named by the module it imports', () => {
  const named: [string, string][] = [];
  for (const file of sources) {
    const source = readFileSync(path.join(root, 'src', file), 'utf8');
    for (const match of source.matchAll(/(?:houseLazy|lazyPage)\('([^']+)', \(\) => (?:import\('([^']+)'\)|(\w+)\(\))/g)) {
      const [, name, imported, helper] = match;
      const target = imported ?? new RegExp(`const ${helper} = \\(\\) => import\\('([^']+)'\\)`).exec(source)?.[1];
      expect(target, `${file}: ${name}`).toBeDefined();
      named.push([name!, path.relative(root, path.resolve(root, 'src', path.dirname(file), target!))]);
    }
  }
  expect(named.length).toBeGreaterThan(15);
  for (const [name, module] of named) expect(name).toBe(module);
});
