import { oneBadQuantityThenThreeGood } from './support/draft-quantities';
import { test } from './support/test';

test('a fractional count of a piece good is marked by its good and never holds back the cart', async ({
  page,
}) => {
  await oneBadQuantityThenThreeGood(page);
});
