// One line per area: the Drizzle tables mirror server/db/migrations/*.sql.
export * from './content';
export * from './core';
export * from './foundation';
export * from './global-categories';
export * from './goods';
export * from './inventory';
export * from './settings';
export * from './trade';
