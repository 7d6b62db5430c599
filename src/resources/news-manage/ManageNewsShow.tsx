import { NewsManageShow } from '@/components/news-manage/NewsManageShow';
import { useSupplierNewsArea } from './use-supplier-news-area';

export default function ManageNewsShow() {
  return <NewsManageShow area={useSupplierNewsArea()} />;
}
