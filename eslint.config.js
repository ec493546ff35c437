import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * The layers, lowest first (docs/decisions/0015-feed-contract-engine-split-and-layers.md):
 * schemas ← domain ← workers / server / src, and inside src: app ← routes ← features ← ui / store.
 * Each zone names a folder and the folders it must not import from.
 */
const layers = [
  { target: './schemas', from: ['./domain', './workers', './server', './src'] },
  { target: './domain', from: ['./workers', './server', './src'] },
  { target: './workers', from: ['./server', './src'] },
  { target: './server', from: ['./workers', './src'] },
  { target: './src/ui', from: ['./src/features', './src/routes', './src/app'] },
  { target: './src/store', from: ['./src/features', './src/routes', './src/app', './src/ui'] },
  { target: './src/features', from: ['./src/routes', './src/app'] },
  { target: './src/routes', from: ['./src/app'] },
  // The page meets the worker through its contract only (and the bridge starts the worker's entry).
  { target: './src', from: './workers', except: ['./feed/contract.ts'] },
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
  {
    files: ['schemas/**/*.ts', 'domain/**/*.ts', 'workers/**/*.ts', 'server/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx'] } } },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layers }] },
  },
  {
    // The worker's code stays in small pieces with one job each.
    files: ['workers/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // The worker and the pure core have no DOM and no React.
    files: ['workers/**/*.ts', 'domain/**/*.ts', 'schemas/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage'],
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'valtio', '@tanstack/*'] }],
    },
  },
);
