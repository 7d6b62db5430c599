import { PlaceholderPage } from '@/components/placeholder-page';

export default function SupplierPage() {
  return <PlaceholderPage title="Поставщик" />;
}
