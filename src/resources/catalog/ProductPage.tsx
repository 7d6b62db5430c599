import { PlaceholderPage } from '@/components/placeholder-page';

/** /catalog/product/:id? — the product screen comes with the rest of issue 9. */
export default function ProductPage() {
  return <PlaceholderPage title="Товар" />;
}
