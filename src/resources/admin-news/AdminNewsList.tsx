import { NewsManageList } from '@/components/news-manage/NewsManageList';
import { adminNewsArea } from '@/components/news-manage/news-area';

export default function AdminNewsList() {
  return (
    <NewsManageList
      area={adminNewsArea}
      title="Управление новостями"
      createLabel="Создать"
      showOrganization
    />
  );
}
