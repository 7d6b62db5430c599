import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsEditor } from '@/components/news-editor/NewsEditor';

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
});

describe('news editor tools (spec 000 §5, §7; spec 001 §5)', () => {
  it('quote, caption and warning placeholders, a 2×3 table, images stored through the page’s upload', async () => {
    const upload = vi.fn(async () => '/files/picture.png');
    render(<NewsEditor initial={{ blocks: [] }} upload={upload} handle={{ current: null }} />);
    const { tools } = editor.configs.at(-1)!;
    expect(tools.quote.config).toEqual({
      quotePlaceholder: 'Текст цитаты',
      captionPlaceholder: 'Автор цитаты',
    });
    expect(tools.warning.config).toEqual({ titlePlaceholder: 'Заголовок', messagePlaceholder: 'Сообщение' });
    expect(tools.table.config).toEqual({ rows: 2, cols: 3 });
    expect(tools.image.config).toMatchObject({ captionPlaceholder: 'Подпись' });
    // The page stores the image (a new post is saved first) and the editor shows the answered URL.
    const uploader = tools.image.config?.uploader as { uploadByFile(file: Blob): Promise<unknown> };
    const file = new Blob(['png']);
    await expect(uploader.uploadByFile(file)).resolves.toEqual({
      success: 1,
      file: { url: '/files/picture.png' },
    });
    expect(upload).toHaveBeenCalledWith(file);
  });
});
