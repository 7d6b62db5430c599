export { FormDialog } from './FormDialog';
export { useSave } from './use-save';
