import { useQuery } from '@tanstack/react-query';
import type { AddNamesConfig } from './AddNames';
import type { DictionaryItem } from './DictionarySelect';

/** A dictionary of named entries of one organization: its API and the texts of its dialog. */
export interface Dictionary<T extends DictionaryItem> {
  /** The first part of its query key, e.g. 'write_off_reason'. */
  key: string;
  /** The dialog's title: «Причины списания». */
  title: string;
  texts: {
    /** Shown when there are no entries: «Причин пока нет». */
    empty: string;
    /** The label of an entry's name field: «Причина». */
    item: string;
    /** The delete button's accessible name: «Удалить причину». */
    remove: string;
    /** When the API answers without a detail: «Не удалось сохранить причину». */
    saveFailed: string;
  };
  list(organizationId: number): Promise<T[]>;
  add(organizationId: number): AddNamesConfig;
  rename(id: number, name: string): Promise<unknown>;
  remove(id: number): Promise<unknown>;
  /** A line under an entry's name, e.g. how many documents use it. */
  hint?(entry: T): string | undefined;
}

export const dictionaryKey = (dictionary: { key: string }, organizationId: number | null) => [
  dictionary.key,
  organizationId,
];

/** The organization's entries of a dictionary. */
export function useDictionary<T extends DictionaryItem>(
  dictionary: Dictionary<T>,
  organizationId: number | null,
) {
  return useQuery({
    queryKey: dictionaryKey(dictionary, organizationId),
    queryFn: () => dictionary.list(organizationId ?? 0),
    enabled: organizationId !== null,
  });
}
