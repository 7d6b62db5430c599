import { mergeAccess, PERMISSION_NAMES } from '@contract/permissions';
import { EXPENSE_TYPES, ORDER_STATUSES } from '@contract/statuses';
import { describe, expect, it } from 'vitest';
import { readSpec, type SpecLine, section, where } from './read-spec';

/**
 * Spec audit (docs/spec-audit.md) of the data facts both specs name, read from the spec text:
 * permissions, their merge over roles, expense types, order statuses and their colours.
 */

const find = (name: '000' | '001', number: number, text: string): SpecLine => {
  const line = section(readSpec(name), number).find((l) => l.text.includes(text));
  if (!line) throw new Error(`spec ${name} §${number} has no line with «${text}»`);
  return line;
};

describe('permissions', () => {
  const known = find('001', 6, 'Known: ');
  it(`${where(known)}: each is a permission of the product`, () => {
    const names = /Known: ([^.]+)\./.exec(known.text)?.[1].split(', ') ?? [];
    // `order_client_r/c/u` names three permissions.
    const expanded = names.flatMap((name) => {
      const [first, ...more] = name.split('/');
      const stem = first.replace(/_[a-z]+$/, '');
      return [first, ...more.map((action) => `${stem}_${action}`)];
    });
    expect(expanded.length).toBe(16);
    expect(expanded.filter((name) => !(PERMISSION_NAMES as string[]).includes(name))).toEqual([]);
  });

  const menu = find('000', 3, '**Access flags read by the menu:**');
  it(`${where(menu)}: each is a permission of the product`, () => {
    const names = /:\*\* ([^.]+)\./.exec(menu.text)?.[1].split(', ') ?? [];
    expect(names.length).toBe(9);
    expect(names.filter((name) => !(PERMISSION_NAMES as string[]).includes(name))).toEqual([]);
  });

  const merge = find('001', 6, 'a permission holds if any role grants it');
  it(`${where(merge)}`, () => {
    const map = mergeAccess([['contract_r'], ['order_client_r', 'contract_r'], []]);
    expect(map.contract_r).toBe(true);
    expect(map.order_client_r).toBe(true);
    expect(map.order_supplier_r).toBe(false);
  });
});

describe('expense types and order statuses of spec 001', () => {
  const types = find('001', 3, 'Expense types:');
  it(`${where(types)}`, () => {
    const declared = [...types.text.matchAll(/id (\d+) ([A-Z_]+) \(([^)]+)\)/g)].map((m) => ({
      id: Number(m[1]),
      key: m[2],
      label: m[3],
    }));
    expect(declared.length).toBe(2);
    expect(EXPENSE_TYPES.map(({ id, key, label }) => ({ id, key, label }))).toEqual(declared);
  });

  const seen = find('001', 4, 'Order statuses seen:');
  it(`${where(seen)}`, () => {
    const [statuses, colours] = seen.text.replace(/^- Order statuses seen: /, '').split('. Colours: ');
    for (const status of statuses.split(', '))
      expect(ORDER_STATUSES.byKey[status as keyof typeof ORDER_STATUSES.byKey], status).toBeDefined();
    for (const group of colours.replace(/\.$/, '').split('; ')) {
      const [, list, colour] = /^(.+) (grey|orange|red|green)$/.exec(group) ?? [];
      for (const status of list.split(/, | and /)) {
        const def = ORDER_STATUSES.byKey[status as keyof typeof ORDER_STATUSES.byKey];
        expect(def?.color, `${status} in «${group}»`).toBe(colour);
      }
    }
  });
});
