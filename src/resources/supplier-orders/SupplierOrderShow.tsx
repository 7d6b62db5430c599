import { OrderDetail } from '@/components/order-detail/OrderDetail';

export default function SupplierOrderShow() {
  return <OrderDetail side="supplier" />;
}
