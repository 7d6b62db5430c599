import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The business areas of the server (docs/architecture.md): each folder holds its routes beside its
 * logic and SQL, and a README of the database triggers that fire for it. Cross-cutting helpers are
 * in server/lib.
 *
 * A route module is an `async (app) => …` plugin exported by a `<name>-routes.ts` file of an area
 * folder; it is found here, so adding one writes no list. Factories that build plugins for another
 * module (`orderReadRoutes(side)`, `postsRoutes(side)`) are ordinary functions and are left alone.
 * Areas, files and exports are taken in alphabetical order, so the registration order is the same
 * on every start.
 */
const AREAS_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROUTES_FILE = /^[a-z0-9-]+-routes\.ts$/;
const AsyncFunction = (async () => {}).constructor;

const isPlugin = (value: unknown): value is FastifyPluginAsync =>
  typeof value === 'function' && value instanceof AsyncFunction;

async function discoverRouteModules(): Promise<Record<string, FastifyPluginAsync[]>> {
  const areas: Record<string, FastifyPluginAsync[]> = {};
  const folders = readdirSync(AREAS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const area of folders.map((entry) => entry.name).sort()) {
    const files = readdirSync(path.join(AREAS_DIR, area)).filter((file) => ROUTES_FILE.test(file));
    const plugins: FastifyPluginAsync[] = [];
    for (const file of files.sort()) {
      const exported: Record<string, unknown> = await import(
        pathToFileURL(path.join(AREAS_DIR, area, file)).href
      );
      plugins.push(...Object.values(exported).filter(isPlugin));
    }
    if (plugins.length > 0) areas[area] = plugins;
  }
  return areas;
}

/** The route modules of each area folder. */
export const areas = await discoverRouteModules();

/** Every route module of the API, area by area. */
export const routeModules: FastifyPluginAsync[] = Object.values(areas).flat();
