import type { PriceListCategory } from '@contract/price-lists';
import { Drawer, List, ListItemButton, ListItemText, Paper, Typography, useMediaQuery } from '@mui/material';
import { useCatalogPanel } from '@/components/layout/catalog-panel-context';
import { MEDIA } from '@/modules/constants';

interface Props {
  categories: PriceListCategory[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}

function CategoryList({ categories, selected, onSelect }: Props) {
  return (
    <>
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
    </>
  );
}

/**
 * The price list's categories; choosing one narrows the goods. Beside the goods on a desktop, in a
 * drawer below 768 px that closes once a category is chosen.
 */
export function CategoryPanel(props: Props) {
  const mobile = useMediaQuery(MEDIA.mobile);
  const panel = useCatalogPanel();
  if (mobile)
    return (
      <Drawer anchor="left" open onClose={() => panel.setOpen(false)}>
        <Paper
          component="nav"
          aria-label="Категории прайс-листа"
          elevation={0}
          sx={{ width: 300, maxWidth: '85vw' }}
        >
          <CategoryList
            {...props}
            onSelect={(id) => {
              props.onSelect(id);
              panel.setOpen(false);
            }}
          />
        </Paper>
      </Drawer>
    );
  return (
    <Paper
      variant="outlined"
      sx={{ width: 260, flexShrink: 0, alignSelf: 'flex-start' }}
      component="nav"
      aria-label="Категории прайс-листа"
    >
      <CategoryList {...props} />
    </Paper>
  );
}
