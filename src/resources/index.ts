import { collectEntities } from '@contract/entity-kit';
import { entityResources } from '@/components/entity-list/entity-resource';
import { collectResources } from './collect';

/**
 * Every entity of the app: the declaration each `src/resources/<folder>/index.ts` exports, then the
 * screens of the entities declared in `contract/entities/*.ts`. Adding an entity = adding its folder
 * or its declaration; nothing is listed here. Tools run by Node instead of Vite (build/, Playwright)
 * read the same folders through `./node-resources`.
 */
export const resources = [
  ...collectResources(import.meta.glob('./*/index.ts', { eager: true })),
  ...entityResources(collectEntities(import.meta.glob('../../contract/entities/*.ts', { eager: true }))),
];
