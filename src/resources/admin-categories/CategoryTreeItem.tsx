import type { GlobalCategoryNode } from '@contract/global-categories';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Box,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { type DragEvent, useState } from 'react';
import type { NameDialogState } from './CategoryNameDialog';
import { DeleteCategoryButton } from './DeleteCategoryButton';
import type { CategoryTreeApi, DropPlace } from './use-category-tree';

interface Props {
  node: GlobalCategoryNode;
  level: number;
  api: CategoryTreeApi;
  dragged: number | null;
  onDragChange: (id: number | null) => void;
  onDialog: (state: NameDialogState) => void;
}

const MIME = 'application/x-category-id';

/** Upper half of the row: drop before it; lower half: after it. */
const placeOf = (event: DragEvent<HTMLElement>): DropPlace => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
};

/** One category row (draggable, a drop target above/below) and its subtree. */
export function CategoryTreeItem({ node, level, api, dragged, onDragChange, onDialog }: Props) {
  const [dropPlace, setDropPlace] = useState<DropPlace | null>(null);
  const canDrop = dragged !== null && dragged !== node.id;
  const line = (place: DropPlace) => (dropPlace === place ? '2px solid' : '2px solid transparent');

  return (
    <>
      <ListItem
        data-testid={`category-${node.id}`}
        data-category-name={node.name}
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData(MIME, String(node.id));
          event.dataTransfer.effectAllowed = 'move';
          onDragChange(node.id);
        }}
        onDragEnd={() => onDragChange(null)}
        onDragOver={(event) => {
          if (!canDrop) return;
          event.preventDefault();
          setDropPlace(placeOf(event));
        }}
        onDragLeave={() => setDropPlace(null)}
        onDrop={(event) => {
          event.preventDefault();
          const id = Number(event.dataTransfer.getData(MIME) || dragged);
          const place = placeOf(event);
          setDropPlace(null);
          onDragChange(null);
          if (id && id !== node.id) void api.move(id, node.id, place);
        }}
        sx={{
          pl: 1 + level * 3,
          borderTop: line('before'),
          borderBottom: line('after'),
          borderColor: 'primary.main',
          opacity: dragged === node.id ? 0.5 : 1,
          '&:hover': { bgcolor: 'action.hover' },
        }}
        secondaryAction={
          <Stack direction="row" alignItems="center" spacing={0.5}>
            <FormControlLabel
              label="В меню"
              control={
                <Switch
                  size="small"
                  checked={node.is_main_nav_enabled}
                  onChange={(event) => void api.setMainNav(node.id, event.target.checked)}
                />
              }
            />
            <Tooltip title="Добавить подкатегорию">
              <IconButton
                size="small"
                aria-label={`Добавить подкатегорию в «${node.name}»`}
                onClick={() => onDialog({ mode: 'create', parentId: node.id, parentName: node.name })}
              >
                <AddCircleOutline fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Переименовать">
              <IconButton
                size="small"
                aria-label={`Переименовать «${node.name}»`}
                onClick={() => onDialog({ mode: 'rename', id: node.id, name: node.name })}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <DeleteCategoryButton id={node.id} name={node.name} api={api} />
          </Stack>
        }
      >
        <DragIndicator fontSize="small" sx={{ color: 'text.disabled', mr: 1, cursor: 'grab' }} />
        <Box sx={{ pr: 36, minWidth: 0 }}>
          <Typography variant={level === 0 ? 'subtitle1' : 'body2'} component="p" noWrap>
            {node.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {node.slug} · товаров: {node.goods_count}
          </Typography>
        </Box>
      </ListItem>
      {node.children.length > 0 && (
        // A nested list is an item of its parent list (a <ul> holds only <li>).
        <Box component="li" sx={{ listStyle: 'none' }}>
          <List dense disablePadding aria-label={`Подкатегории «${node.name}»`}>
            {node.children.map((child) => (
              <CategoryTreeItem
                key={child.id}
                node={child}
                level={level + 1}
                api={api}
                dragged={dragged}
                onDragChange={onDragChange}
                onDialog={onDialog}
              />
            ))}
          </List>
        </Box>
      )}
    </>
  );
}
