import Delimiter from '@editorjs/delimiter';
import EditorJS, { type OutputData, type ToolConstructable } from '@editorjs/editorjs';
import Header from '@editorjs/header';
import ImageTool from '@editorjs/image';
import List from '@editorjs/list';
import Quote from '@editorjs/quote';
import Table from '@editorjs/table';
import Warning from '@editorjs/warning';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { editorRussian } from './ru-dictionary';

export interface NewsEditorHandle {
  save(): Promise<OutputData>;
}

/** Stores an image of the post and answers its URL. */
export type ImageUpload = (file: Blob) => Promise<string>;

/**
 * Editor.js with the post tools. Imported only by the edit pages, which are lazy chunks, so the
 * editor's code is loaded on the edit route only.
 */
export function NewsEditor({
  initial,
  upload,
  handle,
}: {
  initial: OutputData;
  upload: ImageUpload;
  handle: { current: NewsEditorHandle | null };
}) {
  const holder = useRef<HTMLDivElement>(null);
  // The editor is made once: a new upload function (a new post got its id) must not remake it.
  const uploadRef = useRef(upload);
  uploadRef.current = upload;
  useEffect(() => {
    if (!holder.current) return;
    const editor = new EditorJS({
      holder: holder.current,
      data: initial,
      placeholder: 'Начните писать новость…',
      i18n: { messages: editorRussian },
      tools: {
        header: { class: Header, config: { levels: [2, 3, 4], defaultLevel: 2, placeholder: 'Заголовок' } },
        list: { class: List, inlineToolbar: true },
        quote: {
          class: Quote,
          config: { quotePlaceholder: 'Текст цитаты', captionPlaceholder: 'Автор цитаты' },
        },
        warning: {
          class: Warning,
          config: { titlePlaceholder: 'Заголовок', messagePlaceholder: 'Сообщение' },
        },
        // The table package's own typings lag behind Editor.js 2.31's ToolConstructable.
        table: {
          class: Table as unknown as ToolConstructable,
          inlineToolbar: true,
          config: { rows: 2, cols: 3 },
        },
        image: {
          class: ImageTool,
          config: {
            uploader: {
              uploadByFile: async (file: Blob) => ({
                success: 1,
                file: { url: await uploadRef.current(file) },
              }),
            },
            captionPlaceholder: 'Подпись',
            buttonContent: 'Выбрать изображение',
          },
        },
        delimiter: Delimiter,
      },
    });
    // Editor.js adds its API (save among it) only once it is ready: a quick «Опубликовать» waits for it.
    handle.current = {
      save: async () => {
        await editor.isReady;
        return editor.save();
      },
    };
    return () => {
      handle.current = null;
      editor.isReady.then(() => editor.destroy()).catch(() => undefined);
    };
  }, [initial, handle]);
  return (
    <Box
      ref={holder}
      data-testid="news-editor"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minHeight: 300 }}
    />
  );
}
