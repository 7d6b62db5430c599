import { sql } from 'drizzle-orm';
import type { PostContent } from '../../../contract/posts';
import { newsPosts } from '../schema';
import type { Seeder } from './context';

/** Demo goods' own categories → the marketplace category they belong to. */
const GLOBAL_BY_CATEGORY: [string, string][] = [
  ['cat:dairy:milk', 'gcat:milk-cream'],
  ['cat:dairy:cheese', 'gcat:cheese'],
  ['cat:dairy:sour', 'gcat:fermented'],
  ['cat:dairy', 'gcat:butter'],
  ['cat:veg', 'gcat:vegetables'],
  ['cat:veg:roots', 'gcat:vegetables'],
  ['cat:veg:greens', 'gcat:greens'],
  ['cat:fruit', 'gcat:fruits'],
];

const paragraph = (text: string) => ({ type: 'paragraph' as const, data: { text } });
const header = (text: string, level: 2 | 3 = 2) => ({ type: 'header' as const, data: { text, level } });
const list = (items: string[]) => ({
  type: 'list' as const,
  data: { style: 'unordered' as const, items: items.map((content) => ({ content, items: [] })) },
});
const table = (content: string[][]) => ({ type: 'table' as const, data: { withHeadings: true, content } });
const doc = (blocks: PostContent['blocks']): PostContent => ({ time: Date.now(), version: '2.31.7', blocks });

const DAIRY_POSTS: [string, number, PostContent][] = [
  [
    'Новый сыр «Российский» уже в каталоге',
    20,
    doc([
      header('Встречайте новинку'),
      paragraph('С этой недели в каталоге «Зорьки» — сыр <b>«Российский» 50 %</b> собственного созревания.'),
      list(['Выдержка не меньше 60 дней', 'Головки по 5–6 кг', 'Доставка в день заказа до 14:00']),
      table([
        ['Товар', 'Фасовка', 'Цена'],
        ['Сыр «Российский»', 'кг', '720,00 ₽'],
      ]),
    ]),
  ],
  [
    'График доставки на праздники',
    10,
    doc([
      header('Как мы работаем в праздничные дни'),
      paragraph('Заказы, принятые до 12:00, доставим на следующий день. 1 и 2 января доставки нет.'),
      table([
        ['Дата', 'Приём заказов', 'Доставка'],
        ['31.12.2026', 'до 10:00', 'в тот же день'],
        ['03.01.2027', 'до 12:00', '04.01.2027'],
      ]),
    ]),
  ],
  [
    'Сливки 33 % снова в наличии',
    3,
    doc([
      header('Сливки для взбивания'),
      paragraph('Поставки сливок 33 % восстановлены. Минимальная партия — <i>6 литров</i>.'),
      list(['Срок годности 10 суток', 'Хранение при +2…+6 °C']),
    ]),
  ],
];

const ADMIN_POST = doc([
  header('Добро пожаловать на платформу'),
  paragraph('Заказывайте у поставщиков, ведите склад и документы в одном месте.'),
  list(['Каталог поставщиков с поиском по ИНН', 'Заказы и договоры', 'Инвентаризация и списания']),
  table([
    ['Раздел', 'Для кого'],
    ['Каталог', 'Покупатели'],
    ['Новости', 'Все'],
  ]),
]);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export const contentSeeder: Seeder = {
  name: 'news posts',
  async run(ctx) {
    for (const [categoryKey, globalKey] of GLOBAL_BY_CATEGORY) {
      if (!ctx.ids.has(categoryKey) || !ctx.ids.has(globalKey)) continue;
      await ctx.db.execute(
        sql`UPDATE goods SET global_category_id = ${ctx.id(globalKey)} WHERE category_id = ${ctx.id(categoryKey)}`,
      );
    }
    for (const [title, age, content] of DAIRY_POSTS) {
      await ctx.db.insert(newsPosts).values({
        organizationId: ctx.id('org:dairy'),
        authorUserId: ctx.id('user:dairy_admin'),
        title,
        content,
        isPublished: true,
        publishedAt: daysAgo(age),
        createdAt: daysAgo(age),
      });
    }
    await ctx.db.insert(newsPosts).values({
      organizationId: null,
      authorUserId: ctx.id('user:admin'),
      title: 'Платформа для закупок HoReCa: что нового',
      content: ADMIN_POST,
      isPublished: true,
      publishedAt: daysAgo(30),
      createdAt: daysAgo(30),
    });
  },
};
