export { DialogFrame } from './DialogFrame';
export { FormDialog } from './FormDialog';
export { useAction } from './use-action';
export { useSave } from './use-save';
