import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '@/resources';
import { collectResources } from '@/resources/collect';
import { loadResources } from '@/resources/node-resources';

/** src/resources/index.ts lists nothing: each folder's declaration is found (import.meta.glob). */
describe('resource discovery', () => {
  it('finds one declaration per folder of src/resources and per declared screen, each name once', () => {
    const folders = readdirSync(path.resolve('src/resources'), { withFileTypes: true }).filter((e) =>
      e.isDirectory(),
    );
    const screens = readdirSync(path.resolve('contract/entities')).filter((file) => file.endsWith('.ts'));
    expect(resources).toHaveLength(folders.length + screens.length);
    expect(new Set(resources.map((r) => r.name)).size).toBe(resources.length);
  });

  it('finds the same declarations under Node as under Vite (build/routes.ts, Playwright)', async () => {
    expect((await loadResources()).map((r) => r.name)).toEqual(resources.map((r) => r.name));
  });

  it('refuses a folder whose index.ts exports no declaration', () => {
    expect(() => collectResources({ './empty/index.ts': { helper: 1 } })).toThrow(
      './empty/index.ts exports no resource declaration',
    );
  });
});
