import { Typography } from '@mui/material';
import type { DraftRef } from './draft-api';
import type { DraftStatus } from './use-draft-autosave';

/** Where the cart is kept: «Корзина сохранена в черновике № 12», or that saving is under way. */
export function DraftStatusLine({ status, draft }: { status: DraftStatus; draft: DraftRef | null }) {
  const text =
    status === 'loading'
      ? 'Ищем черновик у этого поставщика…'
      : status === 'saving'
        ? 'Сохраняем корзину в черновик…'
        : status === 'error'
          ? 'Корзина не сохранена — проверьте соединение'
          : draft
            ? 'Корзина сохранена в черновике — её можно закрыть и вернуться позже'
            : 'Корзина сохранится в черновик, как только вы добавите товар';
  return (
    <Typography
      role="status"
      data-testid="draft-status"
      variant="body2"
      color={status === 'error' ? 'error' : 'text.secondary'}
    >
      {text}
    </Typography>
  );
}
