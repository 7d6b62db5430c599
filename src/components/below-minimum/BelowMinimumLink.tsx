import { Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { organizationsWith } from '@/components/organization-picker';
import { useMe } from '@/providers/auth-provider';
import { http } from '@/providers/http';

/** «3 товара ниже минимума»: the Russian plural of the goods counted. */
export function belowMinimumText(count: number) {
  const tens = count % 100;
  const units = count % 10;
  const noun =
    tens >= 11 && tens <= 14
      ? 'товаров'
      : units === 1
        ? 'товар'
        : units >= 2 && units <= 4
          ? 'товара'
          : 'товаров';
  return `${count} ${noun} ниже минимума`;
}

/**
 * For the start page: how many goods of the user's sales points are at or below their minimum, as
 * a link to «Пополнение». Nothing for a user without the right or when nothing is short.
 */
export function BelowMinimumLink() {
  const { data: me } = useMe();
  const allowed = me ? organizationsWith(me, 'par_level_r').length > 0 : false;
  const count = useQuery({
    queryKey: ['replenishment-below-minimum'],
    queryFn: () => http.get<{ count: number }>('/v1/replenishment/below_minimum'),
    enabled: allowed,
    select: (answer) => answer.count,
  });
  if (!allowed || !count.data) return null;
  return (
    <Link component={RouterLink} to="/client/replenishment" data-testid="below-minimum">
      {belowMinimumText(count.data)}
    </Link>
  );
}
