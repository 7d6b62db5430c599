import type { AccessMap } from '@contract/permissions';
import { describe, expect, it } from 'vitest';
import { accessControlProvider, hasPermissions, requiredPermissionOf } from '@/providers/access-control';
import { session } from '@/providers/session';

const access: AccessMap = { good_r: true, good_u: false, contract_r: true };

describe('hasPermissions', () => {
  it('grants a single permission only when it is true in the map', () => {
    expect(hasPermissions(access, 'good_r')).toBe(true);
    expect(hasPermissions(access, 'good_u')).toBe(false);
    expect(hasPermissions(access, 'order_client_r')).toBe(false);
  });

  it('needs every permission of an array', () => {
    expect(hasPermissions(access, ['good_r', 'contract_r'])).toBe(true);
    expect(hasPermissions(access, ['good_r', 'good_u'])).toBe(false);
  });

  it('allows what requires nothing, and refuses a requirement without a map', () => {
    expect(hasPermissions(undefined, undefined)).toBe(true);
    expect(hasPermissions(access, [])).toBe(true);
    expect(hasPermissions(null, 'good_r')).toBe(false);
    expect(hasPermissions(undefined, ['good_r'])).toBe(false);
  });
});

describe('requiredPermissionOf', () => {
  it('reads meta.permission of the Refine resource', () => {
    const resource = { name: 'goods', meta: { permission: ['good_r', 'good_u'] } };
    expect(requiredPermissionOf({ resource: 'goods', params: { resource } })).toEqual(['good_r', 'good_u']);
  });

  it('requires nothing for an unknown resource', () => {
    expect(requiredPermissionOf({ resource: 'no-such-resource' })).toBeUndefined();
  });
});

describe('accessControlProvider.can', () => {
  it('answers from the user-access cookie without a request', async () => {
    session.setToken('token');
    session.setAccess({ good_r: true, good_u: false });
    const resource = (permission: string[]) => ({ name: 'goods', meta: { permission } });
    await expect(
      accessControlProvider.can({
        resource: 'goods',
        action: 'list',
        params: { resource: resource(['good_r']) },
      }),
    ).resolves.toEqual({ can: true });
    await expect(
      accessControlProvider.can({
        resource: 'goods',
        action: 'edit',
        params: { resource: resource(['good_r', 'good_u']) },
      }),
    ).resolves.toMatchObject({ can: false, reason: 'Недостаточно прав' });
    session.clear();
  });
});
