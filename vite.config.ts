/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { precompiledMessages } from './build/precompile-messages'
import { frameChunk, SHARED_PARTS } from './build/frame-chunk'

const frame = frameChunk()

const apiPort = Number(process.env.API_PORT ?? 8081)

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  // precompiledMessages: the build ships pre-parsed catalogues and no ICU parser (issue 12).
  plugins: [react(), precompiledMessages(), frame.plugin],
  resolve: {
    // In the browser, the Temporal polyfill loads only where the platform lacks Temporal
    // (src/web/platform/temporal.ts). Tests run the code as Node and the server do: unaliased.
    alias: process.env.VITEST
      ? []
      : [
          { find: /^temporal-polyfill$/, replacement: fileURLToPath(new URL('src/web/platform/temporal.ts', import.meta.url)) },
        ],
  },
  // `vite build --ssr entry-server.tsx`: the server's renderer into dist-ssr/, outside the folder the
  // server serves, with its packages bundled and React's production build whatever NODE_ENV the
  // server runs with (React's development build renders several times slower).
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild ? { outDir: '../../dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false } : {
    outDir: '../../dist',
    emptyOutDir: true,
    sourcemap: false,
    // read by build/check-bundle-budget.ts (the size budget of each page)
    manifest: true,
    // every browser we serve knows <link rel=modulepreload> (Safari since 17); one without it still
    // loads each module by its import, so the polyfill's bytes are not worth every page's first load
    modulePreload: { polyfill: false },
    // Vite 8 bundles with Rolldown: `rolldownOptions` and its `codeSplitting` groups (`rollupOptions` and
    // `advancedChunks` are their deprecated names, same groups).
    rolldownOptions: {
      output: {
        // One chunk for the frame and one per shared part (build/frame-chunk.ts), one for Ark's runtime; XState's own name otherwise.
        codeSplitting: {
          groups: [
            { name: 'frame', test: frame.isInFrame, priority: 20 },
            { name: 'pages-shared', test: frame.isPagesShared, priority: 20 },
            ...Object.keys(SHARED_PARTS).map((name, index) => ({ name, test: (id: string) => frame.sharedPart(id) === name, priority: 19 - index })),
            // Ark's machinery (the state runtime, DOM queries, utilities): one file for every page that
            // uses an Ark part, not seven of a few hundred bytes each (a round trip each on a phone).
            { name: 'ark-runtime', test: /\/node_modules\/(@zag-js\/(core|utils|dom-query|anatomy|types|focus-visible|live-region)|@ark-ui\/react\/dist\/utils)\//, priority: 12 },
            { name: 'xstate', test: /\/node_modules\/xstate\//, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      // The SPA's own modules live in src/web/api/ too: /api/client.ts is a source file, not a call.
      '^/api/(?![^?]*\\.tsx?(\\?|$))': `http://127.0.0.1:${apiPort}`,
      '/images': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    root: '.',
    // Vitest's default on 2 cores is one worker (cores − 1). The files wait on databases, browsers and
    // timers as much as they compute: two side by side nearly halve the run (README, 'Scripts').
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', root: '.', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'machines', root: '.', include: ['tests/machines/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'components',
          root: '.',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/components/setup.ts'],
          // A test drives whole pages through React's development build, key by key (a checkout form
          // is seconds of work on a busy 2-core machine): no test here measures time.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: '.',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          // two files share 2 cores: a journey takes up to twice as long as alone (no test here measures time)
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // two files at a time, each worker on servers of its own (tests/e2e/support/servers.ts)
          maxWorkers: 2,
        },
      },
    ],
  },
}))
