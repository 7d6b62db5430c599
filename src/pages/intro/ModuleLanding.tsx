import { Navigate } from 'react-router';
import { useShell } from '@/components/layout/shell-context';
import { MessagePage } from '@/pages/no-access/MessagePage';
import { Intro } from './Intro';
import { INTRO, type IntroModule } from './intro-content';

/**
 * /client and /supplier: the intro once (until dismissed), then the first section of the module
 * the user may open.
 */
export function ModuleLanding({ module }: { module: IntroModule }) {
  const { settings, navOf, reloadUser } = useShell();
  if (settings === null) return null;
  if (settings[INTRO[module].setting]) return <Intro module={module} onDone={() => void reloadUser()} />;
  const first = navOf(module)[0];
  if (first) return <Navigate to={first.path} replace />;
  return (
    <MessagePage
      title="Разделов пока нет"
      text="В этом модуле вам пока не открыт ни один раздел. Права выдаёт администратор вашей организации."
    />
  );
}
