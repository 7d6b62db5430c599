import { NewsManageList } from '@/components/news-manage/NewsManageList';
import { OrganizationPicker } from '@/components/organization-picker';
import { useSupplierNewsArea } from './use-supplier-news-area';

export default function ManageNewsList() {
  return (
    <NewsManageList
      area={useSupplierNewsArea()}
      title="Редактор новостей"
      createLabel="Новая новость"
      toolbar={<OrganizationPicker permission="post_r" />}
    />
  );
}
