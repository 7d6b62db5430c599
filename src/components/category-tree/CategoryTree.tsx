import type { GlobalCategoryNode } from '@contract/global-categories';
import { List, ListItemButton, ListItemText } from '@mui/material';
import { Link } from 'react-router';

/** The marketplace category tree as a sidebar of links; the current category is highlighted. */
export function CategoryTree({
  nodes,
  selectedId,
  level = 0,
}: {
  nodes: GlobalCategoryNode[];
  selectedId: number;
  level?: number;
}) {
  return (
    <List dense disablePadding>
      {nodes.map((node) => (
        <li key={node.id}>
          <ListItemButton
            component={Link}
            to={`/catalog/${node.id}`}
            selected={node.id === selectedId}
            sx={{ pl: 2 + level * 2 }}
          >
            <ListItemText primary={node.name} secondary={`${node.goods_count}`} />
          </ListItemButton>
          {node.children.length > 0 && (
            <CategoryTree nodes={node.children} selectedId={selectedId} level={level + 1} />
          )}
        </li>
      ))}
    </List>
  );
}
