import type { HomeSection } from '@contract/home';
import { ordersLink } from '@server/areas/home/waiting-items';
import { describe, expect, it } from 'vitest';
import { lastUsedFirst } from '@/pages/home/WaitingPage';
import { addressFilterValue, addressId } from '@/router/address-filters';

describe('the start page’s links and order (issue 42 item 3)', () => {
  it('a link to the orders carries the filters the list reads back from its address', () => {
    const link = ordersLink('client', { status_ids: [13] });
    const search = link.slice(link.indexOf('?'));
    expect(addressId(addressFilterValue(search, 'status_ids'))).toBe(13);
    const several = ordersLink('supplier', { status_ids: [2, 3], delivery_on: '2026-12-08' });
    const address = several.slice(several.indexOf('?'));
    expect(addressFilterValue(address, 'status_ids')).toBeUndefined();
    expect(addressFilterValue(address, 'delivery_on')).toBe('2026-12-08');
    expect(addressId('12abc')).toBe('');
  });

  it('puts the module used last first and keeps the rest in the server’s order', () => {
    const sections = (['client', 'inventory', 'news'] as const).map((module) => ({ module, items: [] }));
    const order = (s: HomeSection[]) => s.map((x) => x.module);
    expect(order(lastUsedFirst(sections, 'inventory'))).toEqual(['inventory', 'client', 'news']);
    expect(order(lastUsedFirst(sections, 'supplier'))).toEqual(['client', 'inventory', 'news']);
    expect(order(lastUsedFirst(sections, undefined))).toEqual(['client', 'inventory', 'news']);
  });
});
