import { DEFAULT_MODULES } from '@contract/modules';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { ShellContext, type ShellState } from '@/components/layout/shell-context';
import { StatusChip } from '@/components/status-chip';
import { switcherEntries } from '@/router/gating';
import type { ShellSession } from '@/router/session';
import { session } from './fixtures/session';

afterEach(cleanup);

function Where() {
  return <output aria-label="Адрес">{useLocation().pathname}</output>;
}

function renderHeader(over: Partial<ShellSession>, path = '/client/orders') {
  const s = session(over);
  const state: ShellState = {
    session: s,
    userName: 'Анна Смирнова',
    userLoaded: true,
    settings: { start_intro_client: false, start_intro_supplier: false },
    reloadUser: vi.fn(),
    activeModule: 'client',
    nav: [{ label: 'Заказы', path: '/client/orders', order: 1, menuPermission: [], orgAdminOnly: false }],
    navOf: () => [],
    switcher: switcherEntries(s),
    returnToAdmin: vi.fn(),
    openAdminPage: vi.fn(),
  };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <ShellContext.Provider value={state}>
        <Header />
        <Footer />
        <Where />
      </ShellContext.Provider>
    </MemoryRouter>,
  );
  return { ...view, state };
}

describe('header', () => {
  it('a visitor sees «Войти» and «Регистрация», no switcher and no navigation', () => {
    renderHeader({ authenticated: false });
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Регистрация' }).getAttribute('href')).toBe(
      '/login?message=registration',
    );
    expect(screen.queryByRole('navigation', { name: 'Модули' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Заказы' })).toBeNull();
  });

  it('a user sees the name, the switcher with greyed-out modules and the module navigation', () => {
    renderHeader({
      modules: { ...DEFAULT_MODULES, module_client: true },
    });
    expect(screen.getByText('Анна Смирнова')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Продажи' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Закупки' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Заказы' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Вернутся в админа' })).toBeNull();
    expect(screen.queryByText(/Вы работаете от имени/)).toBeNull();
  });

  it('the user menu offers «Профиль» (/profile) and «Выйти» (/logout)', () => {
    renderHeader({});
    const address = () => screen.getByRole('status', { name: 'Адрес' }).textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Анна Смирнова' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Профиль' }));
    expect(address()).toBe('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Анна Смирнова' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Выйти' }));
    expect(address()).toBe('/logout');
  });

  it('an admin page chosen from an impersonated session goes through the admin restore', () => {
    const { state } = renderHeader({ hasBackOfficeToken: true, backOfficeUse: true });
    fireEvent.click(screen.getByRole('button', { name: 'Анна Смирнова' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Управление категориями' }));
    expect(state.openAdminPage).toHaveBeenCalledWith('/admin/categories');
  });

  it('an impersonating admin sees «Вернутся в админа» and the banner', () => {
    renderHeader({ hasBackOfficeToken: true, backOfficeUse: true });
    expect(screen.getByRole('button', { name: 'Вернутся в админа' })).toBeTruthy();
    expect(screen.getByText('Вы работаете от имени Анны Смирновой')).toBeTruthy();
  });

  it('the footer has the home link and the copyright', () => {
    renderHeader({});
    expect(screen.getByText('© 2026 Закупки B2B')).toBeTruthy();
    expect(
      screen
        .getAllByRole('link', { name: 'Закупки B2B — на главную' })
        .every((a) => a.getAttribute('href') === '/'),
    ).toBe(true);
  });
});

describe('status chip', () => {
  it('carries the dictionary colour', () => {
    render(<StatusChip label="Отправлен" color="orange" />);
    expect(screen.getByText('Отправлен').closest('[data-color]')?.getAttribute('data-color')).toBe('orange');
  });
});
