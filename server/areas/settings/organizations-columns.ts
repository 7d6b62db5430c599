import { organizations } from '../../db/schema/foundation';

/** The settings routes' name for the organizations table (all columns, including migration 0003's). */
export const organizationRows = organizations;
export type OrganizationRow = typeof organizations.$inferSelect;
