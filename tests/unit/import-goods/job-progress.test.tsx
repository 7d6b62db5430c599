import type { Job } from '@contract/jobs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/providers/http';
import { JobProgress } from '@/resources/import-goods/JobProgress';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const NBSP = '\u00a0';
const job = (rows_done: number, rows_total: number | null): Job => ({
  id: 1,
  organization_id: 1,
  kind: 'import_goods_check',
  state: 'running',
  stage: 'Чтение и проверка строк',
  rows_done,
  rows_total,
  file_id: 7,
  file_name: 'товары.csv',
  result: null,
  error: null,
  cancel_requested: false,
  created_at: '2026-11-24T10:00:00.000Z',
  started_at: '2026-11-24T10:00:00.000Z',
  finished_at: null,
});

describe('the import job progress (issue 42, item 11)', () => {
  it('names the rows processed of the total and the percent, grouped as Russian typography has it', () => {
    vi.spyOn(http, 'get').mockReturnValue(new Promise(() => {}));
    render(<JobProgress job={job(42_000, 100_000)} onEnd={() => {}} />);
    expect(screen.getByTestId('import-job').textContent).toContain(
      `Обработано 42${NBSP}000 из 100${NBSP}000 (42${NBSP}%)`,
    );
  });

  it('shows 0 % from the start and never more rows than the estimated total', () => {
    vi.spyOn(http, 'get').mockReturnValue(new Promise(() => {}));
    const { rerender } = render(<JobProgress key="a" job={job(0, 5_000)} onEnd={() => {}} />);
    expect(screen.getByTestId('import-job').textContent).toContain(`Обработано 0 из 5${NBSP}000 (0${NBSP}%)`);
    rerender(<JobProgress key="b" job={job(6_000, 5_000)} onEnd={() => {}} />);
    expect(screen.getByTestId('import-job').textContent).toContain(
      `Обработано 6${NBSP}000 из 6${NBSP}000 (100${NBSP}%)`,
    );
  });
});
