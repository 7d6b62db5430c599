import type { Seeder } from './context';

export const contentSeeder: Seeder = {
  name: 'news posts',
  async run() {},
};
