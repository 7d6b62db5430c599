import type { AppResource } from './types';

/**
 * Every entity of the app, one line each. Adding an entity = a folder in src/resources/ with an
 * index.ts exporting its declaration + one line here.
 */
export const resources: AppResource[] = [];
