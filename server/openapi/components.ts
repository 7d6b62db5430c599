/** Every `#/components/schemas/<name>` a part of the document refers to. */
function collectRefs(node: unknown, into: Set<string>) {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        into.add(value.slice('#/components/schemas/'.length));
      } else collectRefs(value, into);
    }
  }
}

/**
 * The schemas reachable from the paths. The type provider emits an input (`OrderInput`) and an
 * output (`Order`) twin of every registered schema; only the ones a call uses are kept.
 */
export function usedSchemas(paths: unknown, schemas: Record<string, unknown>): Record<string, unknown> {
  const used = new Set<string>();
  collectRefs(paths, used);
  const queue = [...used];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    const found = new Set<string>();
    collectRefs(schemas[name], found);
    for (const ref of found) {
      if (!used.has(ref)) {
        used.add(ref);
        queue.push(ref);
      }
    }
  }
  return Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, schemas[name]]),
  );
}
