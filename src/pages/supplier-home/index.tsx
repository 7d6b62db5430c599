import { ModuleLanding } from '@/pages/intro/ModuleLanding';

export default function SupplierHomePage() {
  return <ModuleLanding module="supplier" />;
}
