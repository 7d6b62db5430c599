import type { EntityDeclaration } from '@contract/entity-kit';
import { permissionOf } from '@contract/entity-kit';
import { createElement } from 'react';
import { type AppResource, defineResource } from '@/kernel/resource';

/**
 * The SPA resource of a declared entity (contract/entities): its list route, navigation link and
 * page permission come from the declaration; the page is the generic one (./EntityListPage), loaded
 * with the zod schemas so that zod stays out of the shell.
 */
export function entityResource(entity: EntityDeclaration): AppResource | null {
  if (!entity.screen) return null;
  const name = entity.table.replaceAll('_', '-');
  return defineResource({
    name,
    path: entity.screen.path,
    pages: {
      list: async () => {
        const [{ EntityListPage }, { entitySchemas }] = await Promise.all([
          import('./EntityListPage'),
          import('@contract/entity-schemas'),
        ]);
        const schemas = entitySchemas(entity);
        return { default: () => createElement(EntityListPage, { resource: name, entity, schemas }) };
      },
    },
    meta: {
      label: entity.label,
      module: entity.screen.module,
      dataProviderName: 'default',
      apiPath: entity.path.replace(/^\/v1\//, '').replace(/\/$/, ''),
      permission: permissionOf(entity, 'r') as AppResource['meta']['permission'],
      ...(entity.screen.nav ? { nav: entity.screen.nav } : {}),
    },
  });
}

/** The resources of every declared entity with a screen. */
export const entityResources = (entities: EntityDeclaration[]) =>
  entities.map(entityResource).filter((resource): resource is AppResource => resource !== null);
