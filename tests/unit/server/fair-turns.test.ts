import { fairTurns, inBackground } from '@server/db/fair-turns';
import { expect, it } from 'vitest';

it('lets a waiting job turn go after 32 request turns, however many requests queue', async () => {
  const turns = fairTurns();
  const order: string[] = [];
  const turn = (name: string) =>
    turns.run(async () => {
      order.push(name);
      await new Promise((resolve) => setTimeout(resolve, 1));
    });
  const running = turn('request 0');
  const job = inBackground(() => turn('job'));
  const requests = Array.from({ length: 40 }, (_, i) => turn(`request ${i + 1}`));
  await Promise.all([running, job, ...requests]);
  expect(order.indexOf('job')).toBe(33);
});

it('lets a request that comes in while a job works go before the next turn of the job', async () => {
  const turns = fairTurns();
  const order: string[] = [];
  /** A turn that holds the thread, as PGlite's statements do. */
  const busyTurn = (name: string) =>
    turns.run(async () => {
      const until = performance.now() + 5;
      while (performance.now() < until);
      order.push(name);
    });
  setTimeout(() => void turns.run(async () => void order.push('request')), 1);
  await inBackground(async () => {
    for (let i = 1; i <= 4; i++) await busyTurn(`job ${i}`);
  });
  expect(order).toEqual(['job 1', 'request', 'job 2', 'job 3', 'job 4']);
});
