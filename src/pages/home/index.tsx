import { Navigate } from 'react-router';
import { useShell } from '@/components/layout/shell-context';
import { usePageTitle } from '@/components/layout/use-page-title';
import { isBackOfficeAtHome } from '@/router/session';
import { VisitorsHome } from './Visitors';
import { WaitingPage } from './WaitingPage';

/** «/»: a visitor sees buying and selling; a signed-in person what waits for them. */
export default function HomePage() {
  usePageTitle('');
  const { session } = useShell();
  if (!session.authenticated) return <VisitorsHome />;
  // The back office works in its panel: an administrator is taken there, not to a start page.
  if (isBackOfficeAtHome(session)) return <Navigate to="/admin/users" replace />;
  return <WaitingPage />;
}
