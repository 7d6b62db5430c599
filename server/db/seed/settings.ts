import type { Seeder } from './context';

export const settingsSeeder: Seeder = {
  name: 'organization details, sales points',
  async run() {},
};
