import type { FastifyPluginAsync } from 'fastify';
import { invitationAnswersRoutes, organizationsInviteRoutes } from './access/invitations-routes';
import { rolesRoutes } from './access/roles-routes';
import { userRolesRoutes } from './access/user-roles-routes';
import { adminGlobalCategoriesRoutes } from './admin/categories-routes';
import { adminImpersonationsRoutes } from './admin/impersonations-routes';
import { adminOrganizationsRoutes } from './admin/organizations-routes';
import { adminUsersRoutes } from './admin/users-routes';
import { meRoutes } from './auth/me-routes';
import { usersRoutes } from './auth/users-routes';
import { dictionariesRoutes } from './dictionaries/dictionaries-routes';
import { eventsRoutes } from './events/events-routes';
import { jobsRoutes } from './events/jobs-routes';
import { notificationsRoutes } from './events/notifications-routes';
import { goodCategoriesRoutes } from './goods/categories-routes';
import { goodsRoutes } from './goods/goods-routes';
import { importFilesRoutes } from './goods/import-files-routes';
import { importGoodsRoutes } from './goods/import-routes';
import { expensesRoutes } from './inventory/expenses-routes';
import { inventoryFileRoutes } from './inventory/files-routes';
import { stocktakingRoutes } from './inventory/stocktaking-routes';
import { writeOffRoutes } from './inventory/write-off-routes';
import { globalCategoriesRoutes } from './marketplace/global-categories-routes';
import { marketplaceRoutes } from './marketplace/marketplace-routes';
import { postsFeedRoutes } from './news/feed-routes';
import { adminPostsRoutes, supplierPostsRoutes } from './news/posts-sides';
import { clientOrdersRoutes } from './orders/client-routes';
import { supplierOrdersRoutes } from './orders/supplier-routes';
import { clientSalesPointsRoutes } from './settings/client-sales-points-routes';
import { organizationsRoutes } from './settings/organizations-routes';
import { organizationProfileRoutes } from './settings/profile-routes';
import { salesPointsRoutes } from './settings/sales-points-routes';
import { clientErrorsRoutes } from './system/client-errors-routes';
import { healthRoutes } from './system/health-routes';
import { clientContractsRoutes } from './trade/client-contracts-routes';
import { clientPartnershipsRoutes } from './trade/client-partnerships-routes';
import { clientPriceListsRoutes } from './trade/client-price-lists-routes';
import { supplierContractsRoutes } from './trade/supplier-contracts-routes';
import { supplierPartnershipsRoutes } from './trade/supplier-partnerships-routes';
import { supplierPriceListsRoutes } from './trade/supplier-price-lists-routes';

/**
 * The business areas of the server (docs/architecture.md): each folder holds its routes beside its
 * logic and SQL, and a README of the database triggers that fire for it. `documents` has no route
 * module of its own (its PDF/XLSX routes are mounted by orders and inventory); `system` holds the
 * service routes. Cross-cutting helpers are in server/lib.
 */
export const areas = {
  system: [healthRoutes, clientErrorsRoutes],
  auth: [usersRoutes, meRoutes],
  admin: [adminUsersRoutes, adminOrganizationsRoutes, adminImpersonationsRoutes, adminGlobalCategoriesRoutes],
  dictionaries: [dictionariesRoutes],
  settings: [organizationsRoutes, organizationProfileRoutes, salesPointsRoutes, clientSalesPointsRoutes],
  access: [organizationsInviteRoutes, invitationAnswersRoutes, rolesRoutes, userRolesRoutes],
  goods: [goodsRoutes, goodCategoriesRoutes, importGoodsRoutes, importFilesRoutes],
  trade: [
    clientPartnershipsRoutes,
    clientPriceListsRoutes,
    clientContractsRoutes,
    supplierPartnershipsRoutes,
    supplierPriceListsRoutes,
    supplierContractsRoutes,
  ],
  orders: [clientOrdersRoutes, supplierOrdersRoutes],
  inventory: [stocktakingRoutes, writeOffRoutes, inventoryFileRoutes, expensesRoutes],
  marketplace: [marketplaceRoutes, globalCategoriesRoutes],
  news: [postsFeedRoutes, supplierPostsRoutes, adminPostsRoutes],
  events: [jobsRoutes, eventsRoutes, notificationsRoutes],
} satisfies Record<string, FastifyPluginAsync[]>;

/** Every route module of the API, area by area. */
export const routeModules: FastifyPluginAsync[] = Object.values(areas).flat();
