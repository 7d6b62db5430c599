import { NewsManageCreate } from '@/components/news-manage/NewsManageEdit';
import { useSupplierNewsArea } from './use-supplier-news-area';

export default function ManageNewsCreate() {
  return <NewsManageCreate area={useSupplierNewsArea()} />;
}
