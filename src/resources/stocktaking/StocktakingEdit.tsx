import { useParams } from 'react-router';
import { StocktakingDocument } from './counting/StocktakingDocument';

/** The counting screen: keyboard-first entry, saved in batches. */
export default function StocktakingEdit() {
  const { id } = useParams();
  return <StocktakingDocument key={id} id={Number(id)} edit />;
}
