import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const house = process.env.HOUSE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;

/**
 * Schemas are built with valibot calls at module level (`v.object(…)`); they have no side effects,
 * so a bundle keeps only the schemas it uses (the worker needs no request-body schemas).
 */
const treeshake = { manualPureFunctions: ['v'] };

export default defineConfig({
  plugins: [react()],
  // The worker's output keeps licence comments only (tree-shaking annotations are of no use once bundled).
  worker: { format: 'es', rolldownOptions: { treeshake, output: { comments: { legal: true, annotation: false, jsdoc: false } } } },
  // The manifest tells the house which chunk holds each language's dictionary (server/client-pages.ts).
  build: { target: 'es2022', sourcemap: true, manifest: true, rolldownOptions: { treeshake } },
  server: {
    port: 5173,
    proxy: {
      '/api': house,
      '/hubs': { target: house, ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/property/**/*.test.ts', 'test/integration/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
