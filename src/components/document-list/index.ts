export { DocumentList, type DocumentListProps, type DocumentRow } from './DocumentList';
