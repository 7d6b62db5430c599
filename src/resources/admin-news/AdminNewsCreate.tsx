import { NewsManageCreate } from '@/components/news-manage/NewsManageEdit';
import { adminNewsArea } from '@/components/news-manage/news-area';

export default function AdminNewsCreate() {
  return <NewsManageCreate area={adminNewsArea} />;
}
