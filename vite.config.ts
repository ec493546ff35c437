import path from 'node:path';
import { build, type Plugin } from 'vite';
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

/**
 * The first load's chunks (docs/decisions/0045): the entry with its static imports, React's DOM
 * renderer, and the app's start with everything it imports statically. Each is evaluated in a task
 * of its own (src/main.tsx). A higher priority takes a module shared with a lower one.
 */
const BOOT_CHUNKS = [
  { name: 'boot', tags: ['$initial' as const], priority: 3 },
  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
  { name: 'app', test: /src[\\/]app[\\/]start\.tsx$/, priority: 1 },
];

/** index.html preloads the React and app chunks the entry imports once the page is painted: they download beside the HTML. */
function preloadBootChunks(): Plugin {
  return {
    name: 'preload-boot-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        Object.values(context.bundle ?? {})
          .filter((chunk) => chunk.type === 'chunk' && (chunk.name === 'react-dom' || chunk.name === 'app'))
          .map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const })),
    },
  };
}

/** Where the house finds its renderer of pages (ADR 0044): inside the client's folder, which the house never serves a dot folder of. */
export const SERVER_RENDER_DIR = '.ssr';

/**
 * Every client build also builds the house's renderer of pages (src/entry-server.tsx) beside it, so
 * the HTML the house draws and the scripts that hydrate it always come from one build.
 */
function houseRenderer(): Plugin {
  let outDir = '';
  return {
    name: 'house-renderer',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    async closeBundle() {
      await build({
        configFile: path.join(import.meta.dirname, 'vite.config.ts'),
        logLevel: 'warn',
        build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, SERVER_RENDER_DIR), emptyOutDir: true },
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompressed, houseRenderer(), preloadBootChunks()],
  // The house's renderer carries its own React, router and stores, production builds: it needs
  // nothing from node_modules at run time and never runs React's development checks on the house.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // The worker's output keeps licence comments only (tree-shaking annotations are of no use once bundled).
  worker: { format: 'es', rolldownOptions: { treeshake, output: { comments: { legal: true, annotation: false, jsdoc: false } } } },
  // The manifest tells the house which chunk holds each language's dictionary (server/client-pages.ts).
  // Plugin timings stay out of the build's output: the compression plugin's time is the point of it.
  // The renderer loads every dictionary up front (src/entry-server.tsx), so the client's lazy imports of them are ineffective there by design.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: !isSsrBuild,
    // One style sheet and three boot chunks (BOOT_CHUNKS, docs/decisions/0045): on a slow phone
    // network each request before the first paint is a round trip.
    cssCodeSplit: false,
    rolldownOptions: {
      treeshake,
      checks: { pluginTimings: false, ineffectiveDynamicImport: !isSsrBuild },
      output: isSsrBuild ? {} : { codeSplitting: { groups: BOOT_CHUNKS } },
    },
  },
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
          // Starting a test house (migrations, feed) took over the 10 s default there too.
          hookTimeout: 60_000,
          // In CI a test that fails is run once more, as in the browser lane: its timing bounds
          // (a request answered while others hash, a round's betting window) meet a loaded machine.
          // The summary at the end of `npm test` names each test that passed only when run again.
          retry: process.env.CI ? 1 : 0,
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
          // expect.poll waits 1 s by default: a lobby or list fetched and drawn under that load can
          // take longer (the casino lobby's tiles failed twice in one CI run at 0 after 1 s). A poll
          // that states a time of its own keeps it.
          expect: { poll: { timeout: 5000 } },
        },
      },
    ],
  },
}));
