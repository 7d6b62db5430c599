import type { Permission } from '@contract/permissions';
import type { SimpleEntity } from '@contract/simple-entity';
import type { AppResource } from '@/resources/types';

export interface SimpleResource extends Omit<AppResource, 'pages'> {
  /** The entity's contract (contract/simple-entity.ts), loaded with the page: zod stays out of the shell. */
  entity: () => Promise<SimpleEntity>;
  /** Offers the add form to those who hold it in the active organization (the server checks again). */
  createPermission?: Permission;
}

/**
 * A resource whose list page is the generic one (./SimpleListPage): one organization's rows with a
 * column and an input per contract field, titled by the contract. The label, permission and API
 * path come from the declaration itself, so an entity of this kind writes no page.
 */
export function simpleResource({ entity, createPermission, ...resource }: SimpleResource): AppResource {
  const declared: AppResource = {
    ...resource,
    pages: {
      list: async () => {
        const [page, loaded] = await Promise.all([
          import('@/components/simple-list/SimpleListPage'),
          entity(),
        ]);
        return { default: page.simpleListPage(declared, loaded, createPermission) };
      },
    },
  };
  return declared;
}
