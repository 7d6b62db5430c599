import type { Seeder } from './context';

export const ordersSeeder: Seeder = {
  name: 'orders in every status',
  async run() {},
};
