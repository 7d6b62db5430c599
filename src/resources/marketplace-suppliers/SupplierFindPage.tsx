import { PlaceholderPage } from '@/components/placeholder-page';

export default function SupplierFindPage() {
  return <PlaceholderPage title="Поиск поставщиков" />;
}
