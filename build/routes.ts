// Prints (JSON) every route of the app — the general routes and those derived from src/resources —
// with the source module of its page and the GET requests its first render needs, for
// bench/bundle/run.mjs and build/route-preloads.ts. Run with tsx from the repo root.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppResource, PageLoader } from '@/kernel/resource';
import { ME_URL } from '@/providers/auth-provider/identity';
import { isPublicPath } from '@/public/public-paths';
import { collectResources } from '@/resources/collect';
import { loadResourceModules } from '@/resources/node-resources';
import { deriveRoutes } from '@/router/derive';
import { GENERAL_ROUTES } from '@/router/general-routes';

const root = process.cwd();
const src = path.join(root, 'src');

/** Which folder declared a resource object (its page imports are relative to that folder). */
const modules = await loadResourceModules();
const folderOf = new Map<unknown, string>();
for (const [file, declared] of Object.entries(modules)) {
  for (const value of Object.values(declared))
    folderOf.set(value, path.dirname(path.join(src, 'resources', file)));
}

const resolveModule = (base: string) =>
  ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync) ??
  (existsSync(base) ? base : undefined);

/** The page module a loader imports: the `import("…")` in its source, resolved like Vite does. */
function pageModule(loader: PageLoader, folder: string): string | undefined {
  const specifier = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(loader.toString())?.[1];
  if (!specifier) return undefined;
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(folder, specifier)
      : undefined;
  const file = base && resolveModule(base);
  return file ? `/${path.relative(root, file).split(path.sep).join('/')}` : undefined;
}

const resources = collectResources(modules);
const ROUTES = deriveRoutes(resources);
const resourceByName = new Map<string, AppResource>(resources.map((r) => [r.name, r]));

/** A signed-in page's shell asks for the current user first; then the page's own declared data. */
function earlyRequests(routePath: string, resource?: AppResource): string[] {
  if (isPublicPath(routePath)) return [];
  const action = resource && ACTIONS.find((a) => resource.routes[a] === routePath);
  return [ME_URL, ...((action && resource.early?.[action]) ?? [])];
}
const ACTIONS = ['list', 'create', 'edit', 'show'] as const;

const routes = [
  ...GENERAL_ROUTES.map((r) => ({
    path: r.path,
    page: pageModule(r.page, path.join(src, 'router')),
    public: isPublicPath(r.path),
    early: earlyRequests(r.path),
  })),
  ...ROUTES.map((r) => {
    const resource = resourceByName.get(r.name);
    return {
      path: r.path,
      page: pageModule(r.page, folderOf.get(resource) ?? src),
      public: isPublicPath(r.path),
      early: earlyRequests(r.path, resource),
    };
  }),
  { path: '*', page: '/src/pages/not-found/index.tsx', public: false, early: [] },
];
console.log(JSON.stringify(routes));
