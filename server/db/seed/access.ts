import { createRole } from '../../areas/access/roles';
import type { Seeder } from './context';

/** A custom role next to the system ones, so the roles screen shows both kinds. */
export const accessSeeder: Seeder = {
  name: 'custom roles',
  async run(ctx) {
    const roleId = await createRole(ctx.db, ctx.id('org:client'), 'Шеф-повар', [
      'order_client_r',
      'order_client_c',
      'stocktaking_docs_client_r',
      'write_off_r',
      'write_off_c',
    ]);
    ctx.ids.set('role:chef', roleId);
  },
};
