import { PlaceholderPage } from '@/components/placeholder-page';

export default function AdminNewsPage() {
  return <PlaceholderPage title="Управление новостями" />;
}
