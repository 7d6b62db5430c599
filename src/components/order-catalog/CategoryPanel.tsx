import type { PriceListCategory } from '@contract/price-lists';
import { List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';

/** The price list's categories; choosing one narrows the goods. */
export function CategoryPanel({
  categories,
  selected,
  onSelect,
}: {
  categories: PriceListCategory[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ width: 260, flexShrink: 0, alignSelf: 'flex-start' }}
      component="nav"
      aria-label="Категории прайс-листа"
    >
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
        Категории
      </Typography>
      <List dense>
        <ListItemButton selected={selected === null} onClick={() => onSelect(null)}>
          <ListItemText primary="Все товары" />
        </ListItemButton>
        {categories.map((c) => (
          <ListItemButton key={c.id} selected={selected === c.id} onClick={() => onSelect(c.id)}>
            <ListItemText primary={c.name} secondary={`${c.goods_count} тов.`} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
