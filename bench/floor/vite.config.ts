import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../build/precompress';

/** Built as the product is (Vite, React plugin, .br and .gz next to every file). */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  // Hidden source maps: bench/render names the packages of its CPU profiles through them.
  build: { outDir: path.join(import.meta.dirname, 'dist'), emptyOutDir: true, sourcemap: 'hidden' },
  logLevel: 'warn',
});
