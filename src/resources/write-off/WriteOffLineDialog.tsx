import type { WriteOffLine } from '@contract/write-off';
import { useState } from 'react';
import { DictionarySelect, useDictionary } from '@/components/dictionary-dialog';
import { FormDialog, useSave } from '@/components/form-dialog';
import { CommentField, DecimalField } from '@/components/form-fields/TextFields';
import { writeOffApi } from './api';
import { GoodAutocomplete, type GoodOption } from './GoodAutocomplete';
import { writeOffReasons } from './reasons';

/** Adds a line, or edits one: good, quantity, reason, comment. */
export function WriteOffLineDialog({
  docId,
  organizationId,
  line,
  initialGood,
  onSaved,
  onClose,
}: {
  docId: number;
  organizationId: number;
  line: WriteOffLine | null;
  /** A new line's good found by a scanned barcode. */
  initialGood?: GoodOption | null;
  onSaved(): void;
  onClose(): void;
}) {
  const reasons = useDictionary(writeOffReasons, organizationId);
  const [good, setGood] = useState<GoodOption | null>(
    line ? { id: line.good_id, name: line.good_name } : (initialGood ?? null),
  );
  const [quantity, setQuantity] = useState(line?.quantity ?? '');
  const [reasonId, setReasonId] = useState<number | ''>(line?.reason_id ?? '');
  const [comment, setComment] = useState(line?.comment ?? '');
  const { error, setError, busy, save: run } = useSave('Не удалось сохранить строку');
  const save = async () => {
    if (!good) return setError('Выберите товар');
    if (reasonId === '') return setError('Выберите причину списания');
    const input = {
      good_id: good.id,
      quantity: quantity.replace(',', '.'),
      reason_id: reasonId,
      comment: comment || null,
    };
    await run(async () => {
      if (line) await writeOffApi.updateLine(docId, line.id, input);
      else await writeOffApi.addLine(docId, input);
      onSaved();
    });
  };
  return (
    <FormDialog
      title={line ? 'Строка списания' : 'Новая строка'}
      error={error}
      busy={busy}
      onSave={save}
      onClose={onClose}
    >
      <GoodAutocomplete organizationId={organizationId} value={good} onChange={setGood} />
      <DecimalField size="small" label="Количество" value={quantity} onChange={setQuantity} />
      <DictionarySelect
        label="Причина"
        entries={reasons}
        value={reasonId}
        onChange={setReasonId}
        emptyHint="Сначала добавьте причины списания"
      />
      <CommentField value={comment} onChange={setComment} />
    </FormDialog>
  );
}
