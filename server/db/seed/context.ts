import type { AppConfig } from '../../config';
import type { Database, Db } from '../client';

/** Demo seeders share named ids ('org:client', 'user:buyer', …) through `ids`. */
export interface SeedContext {
  db: Db;
  database: Database;
  config: AppConfig | null;
  ids: Map<string, number>;
  id(name: string): number;
}

export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

export const DEMO_PASSWORD = 'demo12345';
