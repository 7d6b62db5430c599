import { Alert } from '@mui/material';
import { useState } from 'react';
import { DocumentDateField } from '@/components/date-field/DateField';
import { useAction } from '@/components/form-dialog';
import { CommentField } from '@/components/form-fields/TextFields';
import { useOrganizationToday } from '@/components/time-zone/use-organization-today';
import { SalesPointSelect } from '@/resources/stocktaking/SalesPointSelect';

export interface NewDocumentHeader {
  date: string;
  comment: string | null;
}

/**
 * The header every new inventory document asks for — sales point, date (the organization's today
 * by default) and comment — with `submit(create)` that refuses a missing sales point in Russian.
 */
export function useNewDocument(organizationId: number | null, failure: string) {
  const today = useOrganizationToday(organizationId);
  const [salesPointId, setSalesPointId] = useState<number | ''>('');
  const [date, setDate] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const { busy, error, setError, run } = useAction(failure);
  const header: NewDocumentHeader = { date: date ?? today, comment: comment || null };

  const submit = async (create: (salesPointId: number, header: NewDocumentHeader) => Promise<unknown>) => {
    if (salesPointId === '') return setError('Выберите торговую точку');
    await run(() => create(salesPointId, header));
  };

  const fields = (
    <>
      {error && <Alert severity="error">{error}</Alert>}
      <SalesPointSelect organizationId={organizationId} value={salesPointId} onChange={setSalesPointId} />
      <DocumentDateField value={header.date} onChange={setDate} />
      <CommentField value={comment} onChange={setComment} multiline />
    </>
  );
  return { fields, busy, submit };
}
