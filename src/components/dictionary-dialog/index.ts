export type { AddNamesConfig } from './AddNames';
export { DictionaryDialog, type DictionaryDialogProps } from './DictionaryDialog';
export { type DictionaryItem, DictionarySelect } from './DictionarySelect';
export { type Dictionary, dictionaryKey, useDictionary } from './dictionary';
