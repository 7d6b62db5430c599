import type { Plugin } from 'vite';

export interface ChunkReport {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  /** Rendered bytes of each module in `modules` (same order; before minification). */
  moduleBytes: number[];
}

export interface ModuleReport {
  /** Packages (node_modules) this chunk's facade module reaches through static imports only. */
  staticPackages: string[];
}

const relative = (id: string) => id.replace(process.cwd(), '');
const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];

/**
 * Writes dist/bundle-report.json: every JS chunk with its imports and source modules, and for each
 * chunk's facade module (a lazy page, the shell) the packages its static import graph reaches — what the page *uses*, as opposed
 * to what the chunking happens to make it download (bench/bundle/run.mjs compares the two).
 */
export function bundleReport(): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkReport[] = [];
      const facades = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const ids = Object.keys(output.modules);
        if (output.facadeModuleId) facades.add(output.facadeModuleId);
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: ids.map(relative),
          moduleBytes: ids.map((id) => output.modules[id]?.renderedLength ?? 0),
        });
      }
      const packagesOf = new Map<string, Set<string>>();
      const reach = (start: string) => {
        const seen = new Set<string>([start]);
        const packages = new Set<string>();
        const stack = [start];
        while (stack.length) {
          const id = stack.pop() as string;
          const pkg = packageOf(id);
          if (pkg) packages.add(pkg);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
            if (!seen.has(next)) {
              seen.add(next);
              stack.push(next);
            }
          }
        }
        return packages;
      };
      for (const id of facades) packagesOf.set(id, reach(id));
      const modules: Record<string, ModuleReport> = {};
      for (const [id, packages] of packagesOf)
        modules[relative(id)] = { staticPackages: [...packages].sort() };
      this.emitFile({
        type: 'asset',
        fileName: 'bundle-report.json',
        source: JSON.stringify({ chunks, modules }, null, 1),
      });
    },
  };
}
