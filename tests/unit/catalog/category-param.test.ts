import type { GlobalCategoryNode } from '@contract/global-categories';
import { describe, expect, it } from 'vitest';
import { findCategoryByParam } from '@/resources/catalog/category-param';

const node = (id: number, slug: string, children: GlobalCategoryNode[] = []) =>
  ({ id, slug, name: slug, children }) as unknown as GlobalCategoryNode;
const tree = [node(1, 'moloko', [node(11, 'syry', [node(111, 'tverdye-syry')])]), node(2, 'ovoshchi')];

describe('/catalog/{category}', () => {
  it('finds a category by its numeric id at any depth', () => {
    expect(findCategoryByParam(tree, '11')?.slug).toBe('syry');
    expect(findCategoryByParam(tree, '111')?.slug).toBe('tverdye-syry');
  });

  it('finds a category by its slug, whatever the case', () => {
    expect(findCategoryByParam(tree, 'ovoshchi')?.id).toBe(2);
    expect(findCategoryByParam(tree, 'Tverdye-Syry')?.id).toBe(111);
  });

  it('finds nothing for an unknown id or slug', () => {
    expect(findCategoryByParam(tree, '999')).toBeNull();
    expect(findCategoryByParam(tree, 'myaso')).toBeNull();
    expect(findCategoryByParam(tree, undefined)).toBeNull();
  });
});
