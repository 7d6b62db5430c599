import { collectResources } from './collect';

/**
 * Every entity of the app: the declaration each `src/resources/<folder>/index.ts` exports. Adding an
 * entity = adding its folder; nothing is listed here. Tools run by Node instead of Vite (build/,
 * Playwright) read the same folders through `./node-resources`.
 */
export const resources = collectResources(import.meta.glob('./*/index.ts', { eager: true }));
