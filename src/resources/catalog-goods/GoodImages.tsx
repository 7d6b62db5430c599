import type { GoodImage } from '@contract/goods';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Close from '@mui/icons-material/Close';
import { Box, Chip, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FileButton } from '@/components/file-button';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';

interface Props {
  goodId: number;
  images: GoodImage[];
  readOnly: boolean;
  onChange: (images: GoodImage[]) => void;
}

/** «Фотографии»: previews, the first one is the cover; upload several at once, delete one. */
export function GoodImages({ goodId, images, readOnly, onChange }: Props) {
  const [busy, setBusy] = useState(false);

  const upload = async (files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    setBusy(true);
    try {
      const good = await http.upload<{ images: GoodImage[] }>(
        `/v1/goods/${goodId}/upload_file_assets/`,
        form,
      );
      onChange(good.images);
      notify(files.length > 1 ? 'Фотографии загружены' : 'Фотография загружена');
    } catch (error) {
      notify(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const remove = async (image: GoodImage) => {
    try {
      await http.delete(`/v1/goods/file_assets/${image.id}`);
      onChange(images.filter((i) => i.id !== image.id).map((i, position) => ({ ...i, position })));
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Фотографии</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {images.map((image, i) => (
          <Box key={image.id} sx={{ position: 'relative', width: 96, height: 96 }}>
            <Box
              component="img"
              src={image.url}
              alt={i === 0 ? 'Обложка товара' : `Фотография ${i + 1}`}
              sx={{
                width: 96,
                height: 96,
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
            {i === 0 && (
              <Chip size="small" label="Обложка" sx={{ position: 'absolute', left: 4, bottom: 4 }} />
            )}
            {!readOnly && (
              <IconButton
                size="small"
                aria-label={`Удалить фотографию ${i + 1}`}
                onClick={() => void remove(image)}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
              >
                <Close fontSize="inherit" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
      {!readOnly && (
        <FileButton
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={busy}
          multiple
          accept="image/jpeg,image/png,image/gif,image/webp"
          onFiles={(files) => void upload(files)}
        >
          Добавить фотографии
        </FileButton>
      )}
      {busy && <LinearProgress aria-label="Загрузка фотографий" />}
      <Typography variant="caption" color="text.secondary">
        JPEG, PNG, GIF или WebP, до 5 МБ каждая.
      </Typography>
    </Stack>
  );
}
