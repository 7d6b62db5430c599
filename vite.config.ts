import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bundleReport } from './bench/bundle/report-plugin';

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

export default defineConfig({
  plugins: [react(), versionFile(), bundleReport()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@contract': path.resolve(import.meta.dirname, 'contract'),
    },
  },
  server: {
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Pages are lazy; only the framework every page needs shares one long-cached chunk, so the
        // login page never downloads DataGrid, date pickers or Editor.js.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
