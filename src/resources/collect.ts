import type { AppResource } from '@/kernel/resource';

const isResource = (value: unknown): value is AppResource =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AppResource).name === 'string' &&
  typeof (value as AppResource).routes === 'object' &&
  typeof (value as AppResource).meta === 'object';

/**
 * The resource declarations exported by the modules of `src/resources/<folder>/index.ts`, in the
 * order of their paths. A folder without one is a mistake and throws.
 */
export function collectResources(modules: Record<string, Record<string, unknown>>): AppResource[] {
  return Object.keys(modules)
    .sort()
    .flatMap((file) => {
      const declared = Object.values(modules[file] ?? {}).filter(isResource);
      if (declared.length === 0) throw new Error(`${file} exports no resource declaration`);
      return declared;
    });
}
