import { OrderCatalog } from '@/components/order-catalog/OrderCatalog';

export default function ClientOrderCatalog() {
  return <OrderCatalog side="client" />;
}
