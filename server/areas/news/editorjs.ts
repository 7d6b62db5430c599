import sanitizeHtml from 'sanitize-html';
import type { ListItem, PostBlock, PostContent } from '../../../contract/posts';

/** Inline markup Editor.js produces that a post may keep; everything else is dropped. */
const INLINE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'i', 'u', 'a', 'br', 'mark', 'code'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export const sanitizeInline = (html: string) => sanitizeHtml(html, INLINE_OPTIONS);

const sanitizeItems = (items: ListItem[]): ListItem[] =>
  items.map((item) => ({ ...item, content: sanitizeInline(item.content), items: sanitizeItems(item.items) }));

function sanitizeBlock(block: PostBlock): PostBlock {
  switch (block.type) {
    case 'paragraph':
      return { ...block, data: { text: sanitizeInline(block.data.text) } };
    case 'header':
      return { ...block, data: { ...block.data, text: sanitizeInline(block.data.text) } };
    case 'list':
      return { ...block, data: { ...block.data, items: sanitizeItems(block.data.items) } };
    case 'quote':
      return {
        ...block,
        data: {
          ...block.data,
          text: sanitizeInline(block.data.text),
          caption: sanitizeInline(block.data.caption),
        },
      };
    case 'warning':
      return {
        ...block,
        data: { title: sanitizeInline(block.data.title), message: sanitizeInline(block.data.message) },
      };
    case 'table':
      return {
        ...block,
        data: { ...block.data, content: block.data.content.map((row) => row.map(sanitizeInline)) },
      };
    case 'image':
      return { ...block, data: { ...block.data, caption: sanitizeInline(block.data.caption) } };
    case 'delimiter':
      return block;
  }
}

/** The validated Editor.js document with every inline HTML field reduced to the allowed markup. */
export function sanitizePostContent(content: PostContent): PostContent {
  return { ...content, blocks: content.blocks.map(sanitizeBlock) };
}
