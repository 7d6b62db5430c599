import { OrderDetail } from '@/components/order-detail/OrderDetail';

export default function ClientOrderShow() {
  return <OrderDetail side="client" />;
}
