import { OrdersList } from '@/components/order-list/OrdersList';

export default function SupplierOrderList() {
  return <OrdersList side="supplier" />;
}
