// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

const env = (extra: Record<string, string>) => ({
  DATA_DIR: '/tmp/zakupki-config-test',
  JWT_SECRET: 'x'.repeat(48),
  ...extra,
});

describe('EVENT_STREAMS_MAX', () => {
  it('sets the instance cap of live streams, and a wrong value stops the start', () => {
    expect(loadConfig(env({ EVENT_STREAMS_MAX: '50' })).eventStreams?.max).toBe(50);
    expect(loadConfig(env({})).eventStreams?.max).toBeUndefined();
    for (const wrong of ['0', '-3', '1.5', 'много'])
      expect(() => loadConfig(env({ EVENT_STREAMS_MAX: wrong })), wrong).toThrow(/EVENT_STREAMS_MAX/);
  });
});
