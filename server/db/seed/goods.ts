import type { Seeder } from './context';

export const goodsSeeder: Seeder = {
  name: 'goods and categories',
  async run() {},
};
