import { NewsManageEdit } from '@/components/news-manage/NewsManageEdit';
import { adminNewsArea } from '@/components/news-manage/news-area';

export default function AdminNewsEdit() {
  return <NewsManageEdit area={adminNewsArea} />;
}
