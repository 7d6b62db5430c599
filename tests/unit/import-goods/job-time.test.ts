import type { Job } from '@contract/jobs';
import { describe, expect, it } from 'vitest';
import { timeLeft } from '@/resources/import-goods/job-time';

const started = '2026-11-24T10:00:00.000Z';
const job = (rows_done: number, rows_total: number | null): Job => ({
  id: 1,
  organization_id: 1,
  kind: 'import_goods_apply',
  state: 'running',
  stage: 'Запись товаров',
  rows_done,
  rows_total,
  file_id: 1,
  file_name: 'товары.csv',
  result: null,
  error: null,
  cancel_requested: false,
  created_at: started,
  started_at: started,
  finished_at: null,
});
const at = (seconds: number) => new Date(started).getTime() + seconds * 1000;

describe('time left of a job', () => {
  it('goes by the pace so far', () => {
    expect(timeLeft(job(25_000, 100_000), at(10))).toBe('осталось ≈ 30 с');
    expect(timeLeft(job(10_000, 100_000), at(20))).toBe('осталось ≈ 3 мин 0 с');
  });
  it('says nothing while there is nothing to go by', () => {
    expect(timeLeft(job(0, 100_000), at(5))).toBeNull();
    expect(timeLeft(job(5_000, null), at(5))).toBeNull();
    expect(timeLeft(job(100_000, 100_000), at(5))).toBeNull();
  });
});
