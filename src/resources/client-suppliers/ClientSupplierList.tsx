import { PartnersPage } from '@/components/partnership-terms/PartnersPage';

/** «Поставщики»: the client's partnerships and the invitation block. */
export default function ClientSupplierList() {
  return <PartnersPage side="client" />;
}
