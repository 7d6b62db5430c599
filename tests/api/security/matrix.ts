import { backOffice } from './matrix-back-office';
import type { MatrixSection } from './matrix-case';
import { marketplace, postsFeed, supplierPosts } from './matrix-content';
import { events } from './matrix-events';
import { goods, importGoods, jobs } from './matrix-goods';
import { expenses, stocktaking, writeOffs } from './matrix-inventory';
import { clientOrders, supplierOrders } from './matrix-orders';
import { organizations, rolesAndUsers, salesPoints, usersAndDictionaries } from './matrix-settings';
import { clientTrade, supplierTrade } from './matrix-trade';

export type { DemoUser, MatrixCase, MatrixContext, Refusal } from './matrix-case';

/**
 * Every /v1 and /api_a route: how to call it against a victim's rows. Who may call it is not typed
 * here: it is read from the route's own `config.access` (app.apiRoutes). A registered route
 * missing from this table fails the suite (tests/api/security/authorization.test.ts).
 * `public` routes need no case (there is nothing to refuse); they are listed as null.
 */
/**
 * An entity's own file `tests/api/<area>/<entity>.matrix.ts` exports its `matrix` cases and may
 * describe its behaviour beside them (docs/adding-an-entity.md); it is found here, so those tests
 * run with this suite: `npx vitest run --project api tests/api/security/authorization.test.ts`.
 * Being no `*.test.ts`, it runs only here, once (hence biome.json allows its export).
 */
const entityMatrices = import.meta.glob<MatrixSection>('../*/*.matrix.ts', { eager: true, import: 'matrix' });

export const matrix: MatrixSection = {
  ...usersAndDictionaries,
  ...organizations,
  ...rolesAndUsers,
  ...salesPoints,
  ...goods,
  ...importGoods,
  ...jobs,
  ...clientTrade,
  ...supplierTrade,
  ...clientOrders,
  ...supplierOrders,
  ...stocktaking,
  ...writeOffs,
  ...expenses,
  ...postsFeed,
  ...marketplace,
  ...supplierPosts,
  ...backOffice,
  ...events,
  ...Object.assign({}, ...Object.values(entityMatrices)),
};
