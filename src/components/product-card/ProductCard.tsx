import type { MarketplaceGood } from '@contract/marketplace';
import { Box, Card, CardActionArea, CardContent, CardMedia, Typography } from '@mui/material';
import { Link } from 'react-router';
import { formatMoney } from '@/i18n/format';

const mediaSx = (row: boolean) => ({ width: row ? 96 : '100%', height: row ? 96 : 140, bgcolor: 'grey.100' });

/** A marketplace good: image, name, code, price per unit and supplier; opens the product page. */
export function ProductCard({ good, layout }: { good: MarketplaceGood; layout: 'grid' | 'list' }) {
  const row = layout === 'list';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={`/catalog/product/${good.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: row ? 'row' : 'column', alignItems: 'stretch' }}
      >
        {good.image_url ? (
          <CardMedia
            component="img"
            image={good.image_url}
            alt=""
            sx={{ ...mediaSx(row), objectFit: 'contain' }}
          />
        ) : (
          <Box sx={{ ...mediaSx(row), display: 'grid', placeItems: 'center', flexShrink: 0 }}>
            <Typography variant="caption" color="text.secondary">
              Нет фото
            </Typography>
          </Box>
        )}
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="subtitle1" component="h3">
            {good.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {good.code ? `Код ${good.code} · ` : ''}
            {good.organization_name}
          </Typography>
          <Typography variant="h6" component="p">
            {good.price ? `${formatMoney(good.price)} / ${good.measure_name}` : 'Цена по запросу'}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
