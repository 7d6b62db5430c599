import { DeleteButton } from '@/components/confirm-dialog/DeleteButton';

/** «Удалить» with a confirmation: a deleted post leaves the public feed and cannot be restored. */
export function DeletePostButton({ title, onDelete }: { title: string; onDelete: () => Promise<void> }) {
  return (
    <DeleteButton
      question={`Удалить новость «${title}»?`}
      consequence="Новость исчезнет из ленты, восстановить её будет нельзя."
      onDelete={onDelete}
      failure="Не удалось удалить новость"
    />
  );
}
