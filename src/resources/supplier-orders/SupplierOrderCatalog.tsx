import { OrderCatalog } from '@/components/order-catalog/OrderCatalog';

export default function SupplierOrderCatalog() {
  return <OrderCatalog side="supplier" />;
}
