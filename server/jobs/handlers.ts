import type { JobKind } from '../../contract/jobs';
import { importHandlers } from './import-handlers';
import { ordersCommerceMlJob } from './orders-commerceml-job';
import { ordersExportJob } from './orders-export-job';
import { priceListBulkJob } from './price-list-bulk-job';
import type { JobHandler } from './worker';

/** Every kind of background job and what runs it (docs/jobs.md). */
export const jobHandlers: Record<JobKind, JobHandler> = {
  ...importHandlers,
  price_list_goods_bulk: priceListBulkJob,
  orders_export_client: ordersExportJob,
  orders_export_supplier: ordersExportJob,
  orders_export_commerceml: ordersCommerceMlJob,
};
