import type { Permission } from '@contract/permissions';
import { type AppResource, defineResource, gatedBy } from '@/kernel/resource';

interface DocumentDeclaration extends Pick<AppResource, 'name' | 'pages'> {
  routes?: AppResource['routes'];
  meta: { label: string; apiPath: string; permission: Permission; nav: { order: number } };
}

/** An inventory document at /documents/<name>: opened only with a sales point to work on. */
export const documentResource = ({ name, routes, pages, meta }: DocumentDeclaration) =>
  defineResource({
    name,
    path: `/documents/${name}`,
    routes,
    pages,
    meta: { ...meta, module: 'inventory', ...gatedBy(meta.permission), guards: ['document'] },
  });
