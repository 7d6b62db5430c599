import type { ResourceProps } from '@refinedev/core';
import type { AppResource } from '@/kernel/resource';

/** Refine's view of our resource declarations: name, route paths and meta (label, permission, …). */
export function toRefineResource({ name, routes, meta }: AppResource): ResourceProps {
  return {
    name,
    list: routes.list,
    create: routes.create,
    edit: routes.edit,
    show: routes.show,
    meta: { ...meta, label: meta.label, dataProviderName: meta.dataProviderName ?? 'default' },
  };
}

export const toRefineResources = (resources: readonly AppResource[]) => resources.map(toRefineResource);
