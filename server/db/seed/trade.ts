import type { Seeder } from './context';

export const tradeSeeder: Seeder = {
  name: 'partnerships, contracts, price lists',
  async run() {},
};
