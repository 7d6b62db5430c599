import { describe, expect, it } from 'vitest';
import { BALANCER, http, INSTANCES, login } from './http';

/**
 * One of the two instances dies (kill -9, no goodbye) while people work: the balancer takes it out
 * and every later request, reads, writes and sign-ins alike, is answered by the other instance.
 * Runs after every other topology test (scripts/topology/run.ts), as it leaves one instance dead.
 */
const victim = Number(process.env.TOPOLOGY_VICTIM_PID);

/** Resolves once the process no longer exists: "later" requests are the ones after the death. */
async function gone(pid: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`process ${pid} is still alive 2 s after kill -9`);
}

describe('an instance killed behind the balancer', () => {
  it('leaves no request of a user unanswered', async () => {
    expect(victim, 'TOPOLOGY_VICTIM_PID').toBeGreaterThan(0);
    const [igor, anna] = await Promise.all([
      login(BALANCER, 'igor@vkusdvor.demo'),
      login(BALANCER, 'anna@vkusdvor.demo'),
    ]);
    const organization = (await http(BALANCER, 'GET', '/v1/organizations/', { token: anna })).json<{
      items: { id: number }[];
    }>().items[0];

    process.kill(victim, 'SIGKILL');
    await gone(victim);
    const answers: string[] = [];
    for (let round = 0; round < 10; round++) {
      const kpp = String(100_000_000 + round);
      const [read, write] = await Promise.all([
        http(BALANCER, 'GET', '/v1/client/orders/?limit=5', { token: igor }),
        http(BALANCER, 'PUT', `/v1/organizations/${organization.id}`, { token: anna, json: { kpp } }),
      ]);
      answers.push(`read ${read.status}`, `write ${write.status}`);
    }
    const again = await login(BALANCER, 'olga@vkusdvor.demo');
    expect(again).toBeTruthy();
    expect(answers.filter((answer) => !answer.endsWith(' 200'))).toEqual([]);

    // The one left is the first instance: the second no longer answers at all.
    const dead = await fetch(`${INSTANCES[1]}/healthz`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(dead).toBe('refused');
  });
});
