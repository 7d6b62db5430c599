import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startImpersonation } from '@/providers/auth-provider';
import { session } from '@/providers/session';
import { meAnswer } from './me-answer';

const user = meAnswer(
  { id: 7, name: 'Игорь Петров', email: 'igor@vkusdvor.demo', is_back_office: false, impersonated_by: 1 },
  { module_client: true, module_inventory: true },
);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(user), { status: 200 })),
  );
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('«Войти как»', () => {
  it('opens the user in their own start module, not in the admin’s last one', async () => {
    session.setToken('admin-token');
    session.setActiveModule('supplier');
    await startImpersonation('user-token');
    expect(session.getToken()).toBe('user-token');
    expect(session.getActiveModule()).toBeUndefined();
  });
});
