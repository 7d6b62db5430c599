import { useParams } from 'react-router';
import { StocktakingDocument } from './counting/StocktakingDocument';

export default function StocktakingShow() {
  const { id } = useParams();
  return <StocktakingDocument key={id} id={Number(id)} edit={false} />;
}
