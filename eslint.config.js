import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The layers, lowest first (docs/decisions/0015-feed-contract-engine-split-and-layers.md):
 * schemas ← domain ← workers / server / src, and inside src: app → routes → features → ui / store.
 * Imports are relative, so a wrong-way import is one whose path climbs into a folder the layer may
 * not reach: `upInto('src')` matches `../../src/…` (and nothing named src below the importer).
 */
const upInto = (...folders) => `^(\\.\\./)+(${folders.join('|')})/`;
const layer = (message, ...regexes) => regexes.map((regex) => ({ regex, message }));
const noDom = { group: ['react', 'react-dom', 'valtio', '@tanstack/*'], message: 'The worker and the pure core have no DOM and no React.' };

const layers = [
  { files: ['schemas/**/*.ts'], patterns: [noDom, ...layer('schemas are the lowest layer: they import nothing of ours above them.', upInto('domain', 'workers', 'server', 'src'))] },
  { files: ['domain/**/*.ts'], patterns: [noDom, ...layer('domain/ is pure and shared: it imports only schemas/.', upInto('workers', 'server', 'src'))] },
  { files: ['workers/**/*.ts'], patterns: [noDom, ...layer('The worker imports schemas/ and domain/ only, never the page or the house.', upInto('server', 'src'))] },
  { files: ['server/**/*.ts'], patterns: layer('The house imports schemas/ and domain/ only, never the page or the worker.', upInto('workers', 'src')) },
  {
    files: ['src/**/*.{ts,tsx}'],
    patterns: layer('The page meets the worker through workers/feed/contract.ts only.', '^(\\.\\./)+workers/(?!feed/contract\\.ts$)'),
  },
  { files: ['src/routes/**/*.{ts,tsx}'], patterns: layer('routes/ sit below app/: the app imports routes, not the other way.', upInto('app')) },
  { files: ['src/features/**/*.{ts,tsx}'], patterns: layer('features/ sit below app/ and routes/.', upInto('app', 'routes')) },
  { files: ['src/ui/**/*.{ts,tsx}'], patterns: layer('ui/ holds widgets shared by features: it imports no feature, route or app code.', upInto('features', 'routes', 'app')) },
  { files: ['src/store/**/*.{ts,tsx}'], patterns: layer('store/ is the lowest layer of the page: it imports no widget, feature, route or app code.', upInto('ui', 'features', 'routes', 'app')) },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'bench-results/**', 'src/i18n/i18n-*.ts', 'src/i18n/formatters.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use an `as const` object and a derived union instead of enum.' }],
    },
  },
  // Each file gets the patterns of every layer it is in (a later block would replace, not add).
  ...layers.map(({ files }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: layers.filter((l) => l.files.some((f) => files.some((g) => g.startsWith(f.split('*')[0])))).flatMap((l) => l.patterns) },
      ],
    },
  })),
  {
    // The worker's code stays in small pieces with one job each.
    files: ['workers/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // The worker and the pure core have no DOM.
    files: ['workers/**/*.ts', 'domain/**/*.ts', 'schemas/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage'] },
  },
);
