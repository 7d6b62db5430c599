import { Navigate } from 'react-router';
import { useShell } from '@/components/layout/shell-context';
import { session as cookies } from '@/providers/session';
import { contractsPathFor } from '@/router/contracts-path';

/** /contracts: the contracts of the side the user works on (client or supplier). */
export default function ContractsShortPath() {
  const { session } = useShell();
  return <Navigate to={contractsPathFor(session, cookies.getActiveModule())} replace />;
}
