import { Stack, Typography } from '@mui/material';
import { type SaveQueueSnapshot, UnsavedChip } from '@/components/save-queue';
import type { DraftRef } from './draft-api';
import type { DraftStatus } from './use-draft-autosave';

/** Where the cart is kept: «Корзина сохранена в черновике № 12», or that saving is under way. */
export function DraftStatusLine({
  status,
  draft,
  queue,
}: {
  status: DraftStatus;
  draft: DraftRef | null;
  queue: SaveQueueSnapshot<number, unknown>;
}) {
  const text =
    status === 'loading'
      ? 'Ищем черновик у этого поставщика…'
      : status === 'saving'
        ? 'Сохраняем корзину в черновик…'
        : status === 'error'
          ? 'Корзина не сохранена — проверьте соединение'
          : draft && queue.unsaved.size > 0
            ? 'Корзина сохранена в черновике, кроме отмеченных позиций'
            : draft
              ? 'Корзина сохранена в черновике — её можно закрыть и вернуться позже'
              : 'Корзина сохранится в черновик, как только вы добавите товар';
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
      {status !== 'loading' && <UnsavedChip state={queue} />}
      <Typography
        role="status"
        data-testid="draft-status"
        variant="body2"
        color={status === 'error' ? 'error' : 'text.secondary'}
      >
        {text}
      </Typography>
    </Stack>
  );
}
