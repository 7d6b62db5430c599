import { ModuleLanding } from '@/pages/intro/ModuleLanding';

export default function ClientHomePage() {
  return <ModuleLanding module="client" />;
}
