import { cleanup, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsEditor } from '@/components/news-editor/NewsEditor';
import { TOKEN_COOKIE } from '@/providers/http';

type ToolConfig = { class?: unknown; config?: Record<string, unknown> };
const editor = vi.hoisted(() => ({ configs: [] as { tools: Record<string, ToolConfig> }[] }));
vi.mock('@editorjs/editorjs', () => ({
  default: class {
    isReady = Promise.resolve();
    constructor(config: { tools: Record<string, ToolConfig> }) {
      editor.configs.push(config);
    }
    save = async () => ({ blocks: [] });
    destroy() {}
  },
}));

afterEach(() => {
  cleanup();
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
});

describe('news editor tools (spec 000 §5, §7; spec 001 §5)', () => {
  it('quote, caption and warning placeholders, a 2×3 table, images uploaded as upload_file with the token', () => {
    Cookies.set(TOKEN_COOKIE, 'token-1', { path: '/' });
    render(
      <NewsEditor
        initial={{ blocks: [] }}
        uploadUrl="/v1/supplier/posts/5/file_assets/editorjs"
        handle={{ current: null }}
      />,
    );
    const { tools } = editor.configs.at(-1)!;
    expect(tools.quote.config).toEqual({
      quotePlaceholder: 'Текст цитаты',
      captionPlaceholder: 'Автор цитаты',
    });
    expect(tools.warning.config).toEqual({ titlePlaceholder: 'Заголовок', messagePlaceholder: 'Сообщение' });
    expect(tools.table.config).toEqual({ rows: 2, cols: 3 });
    expect(tools.image.config).toMatchObject({
      endpoints: { byFile: '/v1/supplier/posts/5/file_assets/editorjs' },
      field: 'upload_file',
      captionPlaceholder: 'Подпись',
      additionalRequestHeaders: { Authorization: 'Bearer token-1' },
    });
  });
});
