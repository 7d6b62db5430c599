import type { FastifyPluginAsync } from 'fastify';
import { adminGlobalCategoriesRoutes } from './admin/global-categories';
import { adminImpersonationsRoutes } from './admin/impersonations';
import { adminOrganizationsRoutes } from './admin/organizations';
import { adminPostsRoutes } from './admin/posts';
import { adminUsersRoutes } from './admin/users';
import { clientContractsRoutes } from './client/contracts';
import { clientOrdersRoutes } from './client/orders';
import { clientPartnershipsRoutes } from './client/partnerships';
import { clientPriceListsRoutes } from './client/price-lists';
import { clientSalesPointsRoutes } from './client/sales-points';
import { dictionariesRoutes } from './dictionaries';
import { expensesRoutes } from './expenses';
import { globalCategoriesRoutes } from './global-categories';
import { goodCategoriesRoutes } from './good-categories';
import { goodsRoutes } from './goods';
import { healthRoutes } from './health';
import { importGoodsRoutes } from './import-goods';
import { marketplaceRoutes } from './marketplace';
import { organizationsRoutes } from './organizations';
import { organizationsInviteRoutes } from './organizations-invite';
import { postsFeedRoutes } from './posts-feed';
import { rolesRoutes } from './roles';
import { salesPointsRoutes } from './sales-points';
import { stocktakingRoutes } from './stocktaking';
import { supplierContractsRoutes } from './supplier/contracts';
import { supplierOrdersRoutes } from './supplier/orders';
import { supplierPartnershipsRoutes } from './supplier/partnerships';
import { supplierPostsRoutes } from './supplier/posts';
import { supplierPriceListsRoutes } from './supplier/price-lists';
import { userRolesRoutes } from './user-roles';
import { usersRoutes } from './users';
import { writeOffRoutes } from './write-off';

/** Every route module of the API, one line each. */
export const routeModules: FastifyPluginAsync[] = [
  healthRoutes,
  usersRoutes,
  adminUsersRoutes,
  dictionariesRoutes,
  organizationsRoutes,
  organizationsInviteRoutes,
  rolesRoutes,
  userRolesRoutes,
  salesPointsRoutes,
  clientSalesPointsRoutes,
  goodsRoutes,
  goodCategoriesRoutes,
  importGoodsRoutes,
  clientPartnershipsRoutes,
  clientPriceListsRoutes,
  clientContractsRoutes,
  supplierPartnershipsRoutes,
  supplierPriceListsRoutes,
  supplierContractsRoutes,
  clientOrdersRoutes,
  supplierOrdersRoutes,
  stocktakingRoutes,
  writeOffRoutes,
  expensesRoutes,
  marketplaceRoutes,
  postsFeedRoutes,
  supplierPostsRoutes,
  adminPostsRoutes,
  globalCategoriesRoutes,
  adminGlobalCategoriesRoutes,
  adminOrganizationsRoutes,
  adminImpersonationsRoutes,
];
