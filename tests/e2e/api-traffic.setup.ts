import { readRecordedResponses } from './support/openapi-traffic';
import { expect, test } from './support/test';

// Runs before the browser tests: the server of this run records the API answers that
// api-traffic.check.ts validates afterwards.
test('the server records every API answer of the run', async ({ request }) => {
  const file = process.env.E2E_API_RESPONSES;
  if (!file) throw new Error('E2E_API_RESPONSES is not set: run the tests through playwright.config.ts');
  const refused = await request.get('/v1/users/me');
  expect(refused.status()).toBe(401);
  const recorded = readRecordedResponses(file).find((answer) => answer.url === '/v1/users/me');
  expect(recorded).toMatchObject({ method: 'GET', route: '/v1/users/me', status: 401 });
});
