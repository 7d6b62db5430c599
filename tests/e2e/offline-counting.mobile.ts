import { fakeCameraShowing } from './support/ean13-y4m';
import { countOffline } from './support/offline-counting';
import { test } from './support/test';

const camera = fakeCameraShowing('460999000253');
test.use(camera.use);

test('a count typed and scanned offline on a phone survives a reload and reaches the server once', async ({
  page,
  baseURL,
}) => {
  await countOffline(page, baseURL ?? '', camera.code);
});
