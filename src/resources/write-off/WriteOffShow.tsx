import { useParams } from 'react-router';
import { WriteOffDocument } from './WriteOffDocument';

export default function WriteOffShow() {
  const { id } = useParams();
  return <WriteOffDocument key={id} id={Number(id)} edit={false} />;
}
