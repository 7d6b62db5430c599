import { oneRefusedFactThenThreeGood } from './support/counting-facts';
import { test } from './support/test';

test.use({ viewport: { width: 1280, height: 900 } });

test('a refused fact is marked by its good and never holds back the other facts (desktop)', async ({
  page,
  baseURL,
}) => {
  await oneRefusedFactThenThreeGood(page, baseURL ?? '');
});
