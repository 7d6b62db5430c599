import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bundleReport } from './bench/bundle/report-plugin';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

const API_TARGET = 'http://localhost:3000';
const PROXIED = ['/v1', '/api_a', '/version.json', '/files', '/docs'];

function buildVersion(): string {
  const { version } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'package.json'), 'utf8'));
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  let sha = '';
  try {
    sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    /* not a git checkout */
  }
  return `${version}+${sha ? `${sha}.` : ''}${stamp}`;
}

/** Writes dist/version.json; the server answers /version.json with it and the SPA polls it. */
function versionFile(): Plugin {
  return {
    name: 'version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: buildVersion() })}\n`,
      });
    },
  };
}

/**
 * The app's own modules the entry imports statically (the public pages, layout, providers). They and
 * the library code they use go into one chunk with the entry: rolldown would otherwise make dozens
 * of small chunks of what the entry shares with the lazy shell and pages, which the login page
 * downloads anyway, one request and one gzip stream each (issue 12). Filled in `buildEnd`, when the
 * module graph is complete and before the chunks are made.
 */
const entrySources = new Set<string>();
/**
 * The same for the lazy app shell (src/App.tsx) beyond the entry: every signed-in route downloads
 * all of it, so one chunk instead of a dozen small ones it shares with the pages costs no byte
 * more and saves as many requests (an HTTP/1.1 browser opens six at a time). The sign-up form
 * shares the form parts with it and so downloads the shell too: the one who signs up uses the
 * shell next, and the login page itself stays without it.
 */
const shellSources = new Set<string>();
const SHELL_MODULE = path.resolve(import.meta.dirname, 'src/App.tsx');
function entrySourcesPlugin(): Plugin {
  return {
    name: 'entry-sources',
    apply: 'build',
    buildEnd() {
      const collect = (starts: string[], into: Set<string>, skip: Set<string>) => {
        const stack = [...starts];
        while (stack.length) {
          const id = stack.pop() as string;
          if (into.has(id) || skip.has(id) || id.includes('/node_modules/')) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      collect(
        [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry),
        entrySources,
        new Set(),
      );
      collect([SHELL_MODULE], shellSources, entrySources);
    },
  };
}

/**
 * MUI X and its helpers each carry their own nested copy of @mui/utils 7.3 (same version, five
 * folders); resolved from one place, the DataGrid routes get a single copy. MUI 6 keeps its 6.x.
 */
const MUI_X_ANCHOR = path.resolve(import.meta.dirname, 'node_modules/@mui/x-data-grid/package.json');
function dedupeMuiXUtils(): Plugin {
  return {
    name: 'dedupe-mui-x-utils',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!importer || !/^@mui\/utils(\/|$)/.test(source)) return null;
      if (!/node_modules[\\/]@mui[\\/]x-/.test(importer) || importer.startsWith(path.dirname(MUI_X_ANCHOR)))
        return null;
      return this.resolve(source, MUI_X_ANCHOR, { ...options, skipSelf: true });
    },
  };
}

const MUI_SYSTEM = path.resolve(import.meta.dirname, 'node_modules/@mui/material/node_modules/@mui/system');

/**
 * Packages without a `sideEffects` field whose modules do nothing when imported. Refine's and
 * Refine MUI's single-file bundles import them at the top (CSV import/export, the Markdown field,
 * devtools) although the app uses none of it; declared pure, unused ones are dropped
 * instead of riding along with `useDataGrid` and <Refine> (≈ 20 kB gzip per route, issue 12).
 */
const PURE_PACKAGES =
  /node_modules[\\/](react-markdown|remark-gfm|papaparse|error-stack-parser|stackframe|warn-once)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    dedupeMuiXUtils(),
    versionFile(),
    entrySourcesPlugin(),
    bundleReport(),
    routePreloads(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
      { find: /^@contract\//, replacement: `${path.resolve(import.meta.dirname, 'contract')}/` },
      // One @mui/system for the whole app: MUI 6 (and Refine MUI, MUI Lab) bring 6.5 nested, MUI X 8
      // would take the root 7.x — two styling engines on every DataGrid route (≈ 9 kB gzip). MUI X
      // 8 declares @mui/system ^5 || ^6 || ^7 as a peer, so it runs on MUI's own copy.
      { find: /^@mui\/system(?=\/|$)/, replacement: MUI_SYSTEM },
      // Refine MUI's snackbar provider, which the app does not use; see the shim.
      { find: /^notistack$/, replacement: path.resolve(import.meta.dirname, 'src/shims/notistack.ts') },
      // qs (Refine's URL parameters) needs only a WeakMap-backed side channel; see the shim.
      {
        find: /^side-channel$/,
        replacement: path.resolve(import.meta.dirname, 'src/shims/side-channel.cjs'),
      },
    ],
  },
  server: {
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    // bench/render maps its CPU profiles to packages through these; the served files are the same.
    sourcemap: process.env.BUILD_SOURCEMAP === 'hidden' ? 'hidden' : false,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => !PURE_PACKAGES.test(id) },
      output: {
        // Pages and the Refine shell are lazy; React and the router share one long-cached chunk; the
        // entry's own modules pull what they use into the entry chunk (group dependencies are
        // included recursively), so the login page never downloads Refine, DataGrid, date pickers
        // or Editor.js. bench/bundle/run.mjs --check enforces it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'entry', test: (id) => entrySources.has(id), priority: 1 },
            { name: 'App', test: (id) => shellSources.has(id), priority: 0 },
          ],
        },
      },
    },
  },
});
