import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const house = process.env.HOUSE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;

/**
 * Schemas are built with valibot calls at module level (`v.object(…)`); they have no side effects,
 * so a bundle keeps only the schemas it uses (the worker needs no request-body schemas).
 */
const treeshake = { manualPureFunctions: ['v'] };

/**
 * Every script, style sheet and drawing is also written gzipped and brotli-compressed beside
 * itself; the house serves the smallest one the browser accepts (server/app.ts, preCompressed).
 * A phone on a slow network downloads a third of the bytes, and the house compresses nothing per request.
 */
const precompressed = compression({ algorithms: ['gzip', 'brotliCompress'], include: /\.(js|css|svg)$/, threshold: 1024 });

export default defineConfig({
  plugins: [react(), precompressed],
  // The worker's output keeps licence comments only (tree-shaking annotations are of no use once bundled).
  worker: { format: 'es', rolldownOptions: { treeshake, output: { comments: { legal: true, annotation: false, jsdoc: false } } } },
  // The manifest tells the house which chunk holds each language's dictionary (server/client-pages.ts).
  // Plugin timings stay out of the build's output: the compression plugin's time is the point of it.
  build: { target: 'es2022', sourcemap: true, manifest: true, rolldownOptions: { treeshake, checks: { pluginTimings: false } } },
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
          // CI runs this lane beside the browser lane on two cores, where a property test of 1,000
          // runs that takes 4–5 s alone takes 7–9 s: the 5 s default failed tests that were right.
          testTimeout: 60_000,
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
          // One file at a time. A file alone keeps about half a core busy, but two at a time beside
          // the unit project starve it (≈ 1.6× slower, its latency-bound security tests time out),
          // and the two lanes side by side are what fits CI's 30 minutes on two cores.
          fileParallelism: false,
          // CI shares two cores with the house, Chromium and the unit project; a browser test that
          // fails there once is run once more, and the report names it as retried.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
