import { fairTurns, inBackground } from '@server/db/fair-turns';
import { expect, it } from 'vitest';

it('lets a waiting job turn go after 32 request turns, however many requests queue', async () => {
  const turns = fairTurns();
  const order: string[] = [];
  const turn = (name: string) => turns.run(async () => void order.push(name));
  const running = turn('request 0');
  const job = inBackground(() => turn('job'));
  const requests = Array.from({ length: 40 }, (_, i) => turn(`request ${i + 1}`));
  await Promise.all([running, job, ...requests]);
  expect(order.indexOf('job')).toBe(33);
});
