import { eq } from 'drizzle-orm';
import { organizationRows } from '../../areas/settings/organizations-columns';
import type { WorkingHours } from '../schema';
import { addrCities, organizationPublicInfo, salesPoints } from '../schema';
import type { SeedContext, Seeder } from './context';

/** Requisites that pass the check-digit rules of contract/requisites.ts. */
const DETAILS = [
  {
    key: 'org:client',
    inn: '7707083893',
    kpp: '770701001',
    ogrn: '1157746123457',
    info: {
      description: 'Сеть кафе домашней кухни в Москве и Санкт-Петербурге.',
      phone: '+7 495 123-45-67',
      email: 'zakupki@vkusdvor.demo',
      website: 'vkusdvor.demo',
      city: 'Москва',
      street: 'ул. Тверская, д. 12, стр. 1',
      bankName: 'ПАО Сбербанк',
      bik: '044525225',
      settlementAccount: '40702810238000001234',
      correspondentAccount: '30101810400000000225',
    },
  },
  {
    key: 'org:dairy',
    inn: '5001012343',
    kpp: '500101001',
    ogrn: '1025001234565',
    info: {
      description: 'Фермерские молоко, творог, сметана и сыры. Доставка по Москве и области ежедневно.',
      phone: '+7 495 765-43-21',
      email: 'sales@zorka.demo',
      website: 'zorka.demo',
      city: 'Балашиха',
      street: 'ш. Энтузиастов, д. 7',
      bankName: 'АО «ТБанк»',
      bik: '044525974',
      settlementAccount: '40702810910000001234',
      correspondentAccount: '30101810145250000974',
    },
  },
  {
    key: 'org:veg',
    inn: '6164012341',
    kpp: '616401001',
    ogrn: '1066164012342',
    info: {
      description: 'Овощи и фрукты с юга России: склад в Ростове-на-Дону, поставки в рестораны.',
      phone: '+7 863 200-10-20',
      email: 'opt@urozhai.demo',
      website: 'urozhai.demo',
      city: 'Ростов-на-Дону',
      street: 'пр. Стачки, д. 40',
      bankName: 'ПАО Сбербанк',
      bik: '046015602',
      settlementAccount: '40702810152000005678',
      correspondentAccount: '30101810600000000602',
    },
  },
] as const;

const everyDay = (from: string, to: string, weekend?: { from: string; to: string }): WorkingHours => ({
  mon: { from, to },
  tue: { from, to },
  wed: { from, to },
  thu: { from, to },
  fri: { from, to },
  sat: weekend ?? { from, to },
  sun: weekend ?? { from, to },
});

async function cityId(ctx: SeedContext, name: string) {
  const [city] = await ctx.db.select().from(addrCities).where(eq(addrCities.name, name));
  if (!city) throw new Error(`seed: no city ${name} in the dictionary`);
  return city;
}

export const settingsSeeder: Seeder = {
  name: 'organization details, sales points',
  async run(ctx) {
    for (const org of DETAILS) {
      const id = ctx.id(org.key);
      const city = await cityId(ctx, org.info.city);
      await ctx.db
        .update(organizationRows)
        .set({ inn: org.inn, kpp: org.kpp, ogrn: org.ogrn })
        .where(eq(organizationRows.id, id));
      const { city: _name, ...info } = org.info;
      await ctx.db
        .insert(organizationPublicInfo)
        .values({ organizationId: id, countryId: 1, regionId: city.regionId, cityId: city.id, ...info });
    }

    const client = ctx.id('org:client');
    const points = [
      {
        key: 'sp:tverskaya',
        name: 'Вкусный двор на Тверской',
        address: 'ул. Тверская, д. 12, стр. 1',
        city: 'Москва',
        phone: '+7 495 123-45-68',
        workingHours: everyDay('09:00', '23:00', { from: '10:00', to: '23:50' }),
      },
      {
        key: 'sp:nevsky',
        name: 'Вкусный двор на Невском',
        address: 'Невский пр., д. 28',
        city: 'Санкт-Петербург',
        phone: '+7 812 300-20-10',
        workingHours: everyDay('08:00', '22:00'),
      },
    ];
    for (const point of points) {
      const city = await cityId(ctx, point.city);
      const [row] = await ctx.db
        .insert(salesPoints)
        .values({
          organizationId: client,
          name: point.name,
          address: point.address,
          cityId: city.id,
          phone: point.phone,
          workingHours: point.workingHours,
        })
        .returning({ id: salesPoints.id });
      ctx.ids.set(point.key, row.id);
    }
  },
};
