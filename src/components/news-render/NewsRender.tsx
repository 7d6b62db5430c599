import type { ListItem, PostBlock, PostContent } from '@contract/posts';
import {
  Alert,
  AlertTitle,
  Box,
  Divider,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { sanitizeInline } from './sanitize';

/** Inline HTML of a post, sanitized again in the browser before it reaches the DOM. */
function Inline({ html, component = 'span' }: { html: string; component?: 'span' | 'div' }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify to b, i, u, a, br, mark, code
  return <Box component={component} dangerouslySetInnerHTML={{ __html: sanitizeInline(html) }} />;
}

function Items({ items, ordered }: { items: ListItem[]; ordered: boolean }) {
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ pl: 3, my: 1 }}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items have no ids
        <li key={index}>
          <Inline html={item.content} />
          {item.items.length > 0 && <Items items={item.items} ordered={ordered} />}
        </li>
      ))}
    </Box>
  );
}

function Block({ block }: { block: PostBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Typography component="div" sx={{ my: 1.5 }}>
          <Inline html={block.data.text} />
        </Typography>
      );
    case 'header':
      return (
        <Typography
          variant={`h${block.data.level + 1}` as 'h3' | 'h4' | 'h5'}
          component={`h${block.data.level}`}
          sx={{ mt: 3, mb: 1 }}
        >
          <Inline html={block.data.text} />
        </Typography>
      );
    case 'list':
      return <Items items={block.data.items} ordered={block.data.style === 'ordered'} />;
    case 'quote':
      return (
        <Box component="blockquote" sx={{ borderLeft: 4, borderColor: 'divider', pl: 2, my: 2, mx: 0 }}>
          <Inline html={block.data.text} component="div" />
          {block.data.caption && (
            <Typography variant="body2" color="text.secondary">
              — <Inline html={block.data.caption} />
            </Typography>
          )}
        </Box>
      );
    case 'warning':
      return (
        <Alert severity="warning" sx={{ my: 2 }}>
          <AlertTitle>
            <Inline html={block.data.title} />
          </AlertTitle>
          <Inline html={block.data.message} />
        </Alert>
      );
    case 'table':
      return (
        <Table size="small" sx={{ my: 2 }}>
          <TableBody>
            {block.data.content.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: table rows have no ids
              <TableRow key={r}>
                {row.map((cell, c) => (
                  <TableCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: table cells have no ids
                    key={c}
                    component={block.data.withHeadings && r === 0 ? 'th' : 'td'}
                    sx={{ fontWeight: block.data.withHeadings && r === 0 ? 600 : undefined }}
                  >
                    <Inline html={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
    case 'image':
      return (
        <Box component="figure" sx={{ my: 2, mx: 0 }}>
          <Box
            component="img"
            src={block.data.file.url}
            alt={
              block.data.caption ? sanitizeInline(block.data.caption).replace(/<[^>]*>/g, '') : 'Изображение'
            }
            sx={{ maxWidth: '100%', borderRadius: 1 }}
          />
          {block.data.caption && (
            <Typography component="figcaption" variant="body2" color="text.secondary">
              <Inline html={block.data.caption} />
            </Typography>
          )}
        </Box>
      );
    case 'delimiter':
      return <Divider sx={{ my: 3 }}>* * *</Divider>;
  }
}

/** A post's Editor.js blocks as read-only content; nothing from the post can run as script. */
export function NewsRender({ content }: { content: PostContent }) {
  return (
    <Box data-testid="news-content">
      {content.blocks.map((block, index) => (
        <Block key={block.id ?? index} block={block} />
      ))}
    </Box>
  );
}
