import { cleanup, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellProvider } from '@/components/layout/ShellProvider';
import { useShell } from '@/components/layout/shell-context';
import { TOKEN_COOKIE } from '@/providers/http';

const me = vi.hoisted(() => ({ access: {} as Record<string, boolean> }));
vi.mock('@/providers/auth-provider', () => ({
  returnToAdmin: vi.fn(),
  useMe: () => ({
    data: {
      name: 'Анна Смирнова',
      access: me.access,
      modules: {
        module_client: true,
        module_supplier: false,
        module_inventory: false,
        module_setting: true,
        module_news: true,
      },
      is_org_admin: false,
      is_back_office: false,
      settings: { start_intro_client: false, start_intro_supplier: false },
    },
    isError: false,
    refetch: vi.fn(),
  }),
}));

afterEach(() => {
  cleanup();
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
});

function ClientLinks() {
  const { navOf } = useShell();
  return (
    <output aria-label="Ссылки">
      {navOf('client')
        .map((item) => item.path)
        .join(' ')}
    </output>
  );
}

const tree = () => (
  <MemoryRouter initialEntries={['/client']}>
    <ShellProvider>
      <ClientLinks />
    </ShellProvider>
  </MemoryRouter>
);

describe('menu access flags (spec 000 §4)', () => {
  it('are computed on mount and again when the user’s access changes', () => {
    Cookies.set(TOKEN_COOKIE, 'token', { path: '/' });
    me.access = { order_client_r: true };
    const { rerender } = render(tree());
    const links = () => screen.getByRole('status', { name: 'Ссылки' }).textContent;
    expect(links()).toBe('/client/orders');
    me.access = { order_client_r: false, contract_r: true, partnership_r: true };
    rerender(tree());
    expect(links()).toBe('/client/suppliers /client/contracts');
  });
});
