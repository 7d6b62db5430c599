import { oneBadQuantityThenThreeGood, quantityTypedOfflineIsSavedOnReturn } from './support/draft-quantities';
import { test } from './support/test';

test('a fractional count of a piece good is marked by its good and never holds back the cart', async ({
  page,
}) => {
  await oneBadQuantityThenThreeGood(page);
});

test('a quantity typed without a network is saved by itself when the network returns', async ({ page }) => {
  await quantityTypedOfflineIsSavedOnReturn(page);
});
