import { NewsManageEdit } from '@/components/news-manage/NewsManageEdit';
import { useSupplierNewsArea } from './use-supplier-news-area';

export default function ManageNewsEdit() {
  return <NewsManageEdit area={useSupplierNewsArea()} />;
}
