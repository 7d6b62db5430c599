import { NewsManageShow } from '@/components/news-manage/NewsManageShow';
import { adminNewsArea } from '@/components/news-manage/news-area';

export default function AdminNewsShow() {
  return <NewsManageShow area={adminNewsArea} />;
}
