import { oneRefusedFactThenThreeGood } from './support/counting-facts';
import { test } from './support/test';

test('a refused fact is marked by its good and never holds back the other facts (phone)', async ({
  page,
  baseURL,
}) => {
  await oneRefusedFactThenThreeGood(page, baseURL ?? '');
});
