import { checkTraffic, type OpenApiDocument, readRecordedResponses } from './support/openapi-traffic';
import { expect, test } from './support/test';

// Runs after the browser tests (the teardown of project «api-recording», playwright.config.ts), also
// when some failed: each answer they received must be what /docs/json says the call answers.
test('every API answer of the browser tests matches the OpenAPI document', async ({ request }) => {
  const file = process.env.E2E_API_RESPONSES;
  if (!file) throw new Error('E2E_API_RESPONSES is not set: run the tests through playwright.config.ts');
  const document = (await (await request.get('/docs/json')).json()) as OpenApiDocument;
  const report = checkTraffic(document, readRecordedResponses(file));
  const note = `Проверено ответов API по документу OpenAPI: ${report.checked} (вызовов: ${report.operations})`;
  console.log(note);
  test.info().annotations.push({ type: 'openapi-traffic', description: note });
  expect(report.problems).toEqual([]);
  expect(report.checked).toBeGreaterThan(0);
});
