import { OrdersList } from '@/components/order-list/OrdersList';

export default function ClientOrderList() {
  return <OrdersList side="client" />;
}
