import { levelsToDrafts } from './support/replenishment';
import { test } from './support/test';

test('the buyer sets par levels, finds them suggested by supplier and creates the drafts (phone)', async ({
  page,
}) => {
  await levelsToDrafts(page, 1100);
});
