import { createOrganization } from '../../areas/settings/organizations';
import { hashPassword } from '../../lib/passwords';
import { userRoles, users } from '../schema';
import { DEMO_PASSWORD, type Seeder } from './context';

/** Demo logins (listed in README). */
export const DEMO_USERS = [
  { key: 'admin', email: 'admin@zakupki.demo', name: 'Алексей Администраторов', backOffice: true },
  { key: 'client_admin', email: 'anna@vkusdvor.demo', name: 'Анна Смирнова' },
  { key: 'buyer', email: 'igor@vkusdvor.demo', name: 'Игорь Петров' },
  { key: 'storekeeper', email: 'olga@vkusdvor.demo', name: 'Ольга Кузнецова' },
  { key: 'dairy_admin', email: 'dmitry@zorka.demo', name: 'Дмитрий Волков' },
  { key: 'dairy_sales', email: 'elena@zorka.demo', name: 'Елена Морозова' },
  { key: 'veg_admin', email: 'sergey@urozhai.demo', name: 'Сергей Иванов' },
] as const;

export const foundationSeeder: Seeder = {
  name: 'users and organizations',
  async run(ctx) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const u of DEMO_USERS) {
      const [row] = await ctx.db
        .insert(users)
        .values({
          email: u.email,
          name: u.name,
          passwordHash,
          isBackOffice: 'backOffice' in u && u.backOffice,
          emailVerifiedAt: new Date(),
          settings: { start_intro_client: true, start_intro_supplier: true },
        })
        .returning({ id: users.id });
      ctx.ids.set(`user:${u.key}`, row.id);
    }

    const client = await createOrganization(
      ctx.db,
      { name: 'ООО «Вкусный двор»', inn: '7707083893', module_client: true, module_inventory: true },
      ctx.id('user:client_admin'),
    );
    ctx.ids.set('org:client', client.organization.id);
    await ctx.db.insert(userRoles).values([
      { userId: ctx.id('user:buyer'), organizationId: client.organization.id, roleId: client.roleIds.buyer },
      {
        userId: ctx.id('user:storekeeper'),
        organizationId: client.organization.id,
        roleId: client.roleIds.storekeeper,
      },
    ]);

    const dairy = await createOrganization(
      ctx.db,
      {
        name: 'ООО «Молочная ферма «Зорька»»',
        inn: '5001012343',
        module_client: false,
        module_supplier: true,
      },
      ctx.id('user:dairy_admin'),
    );
    ctx.ids.set('org:dairy', dairy.organization.id);
    await ctx.db.insert(userRoles).values({
      userId: ctx.id('user:dairy_sales'),
      organizationId: dairy.organization.id,
      roleId: dairy.roleIds.sales,
    });

    const veg = await createOrganization(
      ctx.db,
      { name: 'ООО «Овощебаза «Урожай»»', inn: '6164012341', module_client: false, module_supplier: true },
      ctx.id('user:veg_admin'),
    );
    ctx.ids.set('org:veg', veg.organization.id);
  },
};
