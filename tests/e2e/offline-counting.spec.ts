import { fakeCameraShowing } from './support/ean13-y4m';
import { conflictFromSecondDevice, countOffline, dropMidSync } from './support/offline-counting';
import { test } from './support/test';

const camera = fakeCameraShowing('460999000246');
test.use(camera.use);

test('a count typed and scanned offline survives a reload and reaches the server exactly once', async ({
  page,
  baseURL,
}) => {
  await countOffline(page, baseURL ?? '', camera.code);
});

test('a connection dropped mid-sync resumes with the same key and saves nothing twice', async ({
  page,
  baseURL,
}) => {
  await dropMidSync(page, baseURL ?? '');
});

test('a line counted meanwhile on another phone is a conflict the storekeeper resolves', async ({
  page,
  browser,
  baseURL,
}) => {
  await conflictFromSecondDevice(page, browser, baseURL ?? '');
});
