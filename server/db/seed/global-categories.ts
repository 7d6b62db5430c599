import type { Seeder } from './context';

export const globalCategoriesSeeder: Seeder = {
  name: 'marketplace category tree',
  async run() {},
};
