import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin, transformWithOxc } from 'vite';

/** The app shell every signed-in route downloads after the entry (src/main.tsx imports it lazily). */
const SHELL = '/src/App.tsx';

export interface RoutePreload {
  /** A route pattern of src/router, as react-router spells it (`/client/orders/:id`, `:id?`). */
  path: string;
  /** Whether a visitor without a session opens it (src/public): then it needs no shell. */
  public: boolean;
  /** Chunks the route needs beyond the entry's own, in the order they are needed. */
  files: string[];
  /** The GET requests its first render needs, started by `script` before the app loads. */
  early?: { script: string; urls: string[] };
}

interface RouteOfTable {
  path: string;
  page?: string;
  public: boolean;
  early: string[];
}

/** A classic script that imports nothing: transpiled alone, not bundled with the app. */
const EARLY_SCRIPT = 'src/boot/early-requests.ts';

function routeTable(): RouteOfTable[] {
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  const listed = spawnSync(process.execPath, [tsx, 'build/routes.ts'], { encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`build/routes.ts failed:\n${listed.stderr}`);
  return JSON.parse(listed.stdout);
}

/**
 * Writes dist/route-preloads.json: for every route, the chunks its page and (unless public) the shell
 * need, so that the server can name them in index.html as modulepreload links (server/plugins/spa.ts)
 * and the browser fetches them all at once instead of entry → shell → page, one after the other.
 */
export function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const boot = await transformWithOxc(readFileSync(EARLY_SCRIPT, 'utf8'), EARLY_SCRIPT, {
        lang: 'ts',
      });
      const script = this.getFileName(
        this.emitFile({ type: 'asset', name: 'early-requests.js', source: boot.code }),
      );
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const root = process.cwd();
      const chunkOf = (moduleId: string) =>
        chunks.find((c) => c.facadeModuleId === root + moduleId)?.fileName ??
        chunks.find((c) => Object.hasOwn(c.modules, root + moduleId))?.fileName;
      const closure = (file: string | undefined, into: string[], known: Set<string>) => {
        if (!file || known.has(file)) return into;
        known.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into, known);
        into.push(file);
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      const entryFiles = new Set(closure(entry?.fileName, [], new Set()));
      const shellFiles = closure(chunkOf(SHELL), [], new Set(entryFiles));
      const routes: RoutePreload[] = routeTable()
        .filter((route) => route.path !== '*' && route.page)
        .map((route) => {
          const known = new Set([...entryFiles, ...(route.public ? [] : shellFiles)]);
          const page = closure(chunkOf(route.page as string), [], known);
          return {
            path: route.path,
            public: route.public,
            files: [...(route.public ? [] : shellFiles), ...page],
            ...(route.early.length > 0 && { early: { script, urls: route.early } }),
          };
        });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routes) });
    },
  };
}
