import { adminCategoriesResource } from './admin-categories';
import { adminNewsResource } from './admin-news';
import { adminUsersResource } from './admin-users';
import { catalogResource } from './catalog';
import { catalogGoodsResource } from './catalog-goods';
import { clientContractsResource } from './client-contracts';
import { clientOrdersResource } from './client-orders';
import { clientSuppliersResource } from './client-suppliers';
import { expensesResource } from './expenses';
import { importGoodsResource } from './import-goods';
import { marketplaceSuppliersResource } from './marketplace-suppliers';
import { newsResource } from './news';
import { newsManageResource } from './news-manage';
import { newsReadingResource } from './news-reading';
import { organizationsResource } from './organizations';
import { priceListsResource } from './price-lists';
import { rolesResource } from './roles';
import { salesPointsResource } from './sales-points';
import { stocktakingResource } from './stocktaking';
import { supplierClientsResource } from './supplier-clients';
import { supplierContractsResource } from './supplier-contracts';
import { supplierOrdersResource } from './supplier-orders';
import type { AppResource } from './types';
import { usersResource } from './users';
import { writeOffResource } from './write-off';

/**
 * Every entity of the app, one line each. Adding an entity = a folder in src/resources/ with an
 * index.ts exporting its declaration + one line here.
 */
export const resources: AppResource[] = [
  clientOrdersResource,
  clientSuppliersResource,
  clientContractsResource,
  supplierOrdersResource,
  supplierClientsResource,
  supplierContractsResource,
  priceListsResource,
  organizationsResource,
  salesPointsResource,
  rolesResource,
  stocktakingResource,
  writeOffResource,
  expensesResource,
  usersResource,
  catalogGoodsResource,
  importGoodsResource,
  adminUsersResource,
  adminNewsResource,
  marketplaceSuppliersResource,
  adminCategoriesResource,
  newsResource,
  newsReadingResource,
  catalogResource,
  newsManageResource,
];
