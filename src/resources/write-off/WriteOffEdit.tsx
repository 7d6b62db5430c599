import { useParams } from 'react-router';
import { NewWriteOff } from './NewWriteOff';
import { WriteOffDocument } from './WriteOffDocument';

/** Without an id: a new document; with one: the document in edit mode. */
export default function WriteOffEdit() {
  const { id } = useParams();
  if (!id) return <NewWriteOff />;
  return <WriteOffDocument key={id} id={Number(id)} edit />;
}
