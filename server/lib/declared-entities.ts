import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { collectEntities } from '../../contract/entity-kit';

const ENTITIES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../contract/entities');

/** Every declaration of `contract/entities/*.ts` (Node's counterpart of the SPA's import.meta.glob). */
export async function loadDeclaredEntities() {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(ENTITIES_DIR).filter((name) => name.endsWith('.ts'))) {
    modules[`./${file}`] = await import(pathToFileURL(path.join(ENTITIES_DIR, file)).href);
  }
  return collectEntities(modules);
}
