import Chip from '@mui/material/Chip';

/** Whether a post is in the public feed. Kept apart from the list so the editor does not load the grid. */
export function PublishedChip({ published }: { published: boolean }) {
  return (
    <Chip
      size="small"
      label={published ? 'Опубликована' : 'Черновик'}
      color={published ? 'success' : 'default'}
    />
  );
}
