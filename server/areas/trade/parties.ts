import { alias } from 'drizzle-orm/pg-core';
import { organizations } from '../../db/schema';

/** The two organizations of a trade row (partnership, contract, price list), joined under these names. */
export const clientOrg = alias(organizations, 'client_org');
export const supplierOrg = alias(organizations, 'supplier_org');

/** Both sides as a trade row's answer shows them: id, name and ИНН. */
export const partiesSelection = {
  client: { id: clientOrg.id, name: clientOrg.name, inn: clientOrg.inn },
  supplier: { id: supplierOrg.id, name: supplierOrg.name, inn: supplierOrg.inn },
};
