import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogPanelProvider, useCatalogPanel } from '@/components/layout/catalog-panel-context';
import { PrintStyles } from '@/components/layout/print-styles';
import { SideMenu } from '@/components/layout/SideMenu';
import { ShellContext, type ShellState } from '@/components/layout/shell-context';
import { switcherEntries } from '@/router/gating';
import { session } from './fixtures/session';

afterEach(cleanup);

function PanelButton() {
  const { open, setOpen } = useCatalogPanel();
  return (
    <button type="button" onClick={() => setOpen(true)}>
      {open ? 'Каталог открыт' : 'Открыть каталог'}
    </button>
  );
}

function renderShell() {
  const s = session();
  const state: ShellState = {
    session: s,
    userName: 'Анна Смирнова',
    userLoaded: true,
    settings: null,
    reloadUser: vi.fn(),
    activeModule: 'client',
    nav: [],
    navOf: () => [],
    switcher: switcherEntries(s),
    returnToAdmin: vi.fn(),
    openAdminPage: vi.fn(),
  };
  return render(
    <MemoryRouter initialEntries={['/client/orders/new']}>
      <ShellContext.Provider value={state}>
        <CatalogPanelProvider>
          <SideMenu />
          <PanelButton />
          <Link to="/client/orders">К заказам</Link>
        </CatalogPanelProvider>
      </ShellContext.Provider>
    </MemoryRouter>,
  );
}

const sideMenu = () => screen.getByRole('complementary', { name: 'Боковое меню' });

describe('orders catalog panel and side menu (spec 000 §2)', () => {
  it('the side menu collapses while the panel is open; the panel closes on a route change', () => {
    renderShell();
    expect(sideMenu().getAttribute('data-collapsed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Открыть каталог' }));
    expect(sideMenu().getAttribute('data-collapsed')).toBe('true');
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'К заказам' }));
    });
    expect(screen.getByRole('button', { name: 'Открыть каталог' })).toBeTruthy();
    expect(sideMenu().getAttribute('data-collapsed')).toBe('false');
  });

  it('a button toggles the side menu', () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Свернуть меню' }));
    expect(sideMenu().getAttribute('data-collapsed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Развернуть меню' }));
    expect(sideMenu().getAttribute('data-collapsed')).toBe('false');
  });
});

describe('print mode (spec 000 §2)', () => {
  it('hides the header, footer, side menu and buttons', () => {
    render(<PrintStyles />);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const print = /@media print\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    for (const target of ['header', 'footer', 'aside', 'button', '.MuiButton-root'])
      expect(print, target).toContain(target);
    expect(print).toMatch(/display:\s*none\s*!important/);
  });
});
