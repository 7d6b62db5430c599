import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadDeclaredEntities } from '@server/lib/declared-entities';
import { entityResources } from '@/components/entity-list/entity-resource';
import { collectResources } from './collect';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * `resources` of ./index.ts for code run by Node rather than Vite, where `import.meta.glob` does not
 * exist (build/routes.ts, the Playwright specs). Keyed like the glob: `./<folder>/index.ts`.
 */
export async function loadResourceModules(): Promise<Record<string, Record<string, unknown>>> {
  const folders = readdirSync(HERE, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const modules: Record<string, Record<string, unknown>> = {};
  for (const { name } of folders) {
    const index = path.join(HERE, name, 'index.ts');
    if (existsSync(index)) modules[`./${name}/index.ts`] = await import(pathToFileURL(index).href);
  }
  return modules;
}

export const loadResources = async () => [
  ...collectResources(await loadResourceModules()),
  ...entityResources(await loadDeclaredEntities()),
];
