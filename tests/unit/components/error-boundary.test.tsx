import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '@/components/error-boundary';

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // React and the boundary log the caught error; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockClear();
});

let broken = true;
function Flaky() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading '0')");
  return <p>Карточка пользователя</p>;
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/manage/users/organization/1/user/3']}>
      <nav>
        <Link to="/manage/roles">Роли</Link>
      </nav>
      <PageErrorBoundary>
        <Routes>
          <Route path="/manage/users/organization/:organizationId/user/:id" element={<Flaky />} />
          <Route path="/manage/roles" element={<p>Список ролей</p>} />
        </Routes>
      </PageErrorBoundary>
    </MemoryRouter>,
  );
}

describe('page error boundary', () => {
  beforeEach(() => {
    broken = true;
  });

  it('shows a Russian message with «Повторить» and a way home, and keeps the rest of the app', () => {
    renderApp();
    expect(screen.getByRole('alert').textContent).toContain('Не удалось показать страницу');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Роли' })).toBeTruthy();
  });

  it('reports the error to the server log once', () => {
    renderApp();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/client_errors');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body));
    expect(body.message).toBe("TypeError: Cannot read properties of undefined (reading '0')");
    expect(body.component_stack).toContain('Flaky');
    expect(body.url).toEqual(expect.any(String));
  });

  it('«Повторить» renders the screen again', () => {
    renderApp();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(screen.getByText('Карточка пользователя')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('another page opens normally after a failure', () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Роли' }));
    expect(screen.getByText('Список ролей')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
