import type { Seeder } from './context';

export const inventorySeeder: Seeder = {
  name: 'stocktaking, write-offs, expenses',
  async run() {},
};
