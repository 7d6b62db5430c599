import { PartnersPage } from '@/components/partnership-terms/PartnersPage';

/** «Клиенты»: the supplier's partnerships and the invitation block. */
export default function SupplierClientList() {
  return <PartnersPage side="supplier" />;
}
