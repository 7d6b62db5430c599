import { globalCategories } from '../schema';
import type { Seeder } from './context';

/** A believable HoReCa marketplace tree: [name, slug, children]. */
const TREE: [string, string, [string, string][]][] = [
  [
    'Молочная продукция',
    'dairy',
    [
      ['Молоко и сливки', 'milk-cream'],
      ['Сыры', 'cheese'],
      ['Кисломолочная продукция', 'fermented'],
      ['Масло сливочное', 'butter'],
    ],
  ],
  [
    'Мясо и птица',
    'meat',
    [
      ['Говядина', 'beef'],
      ['Свинина', 'pork'],
      ['Птица', 'poultry'],
      ['Колбасы и деликатесы', 'sausages'],
    ],
  ],
  [
    'Рыба и морепродукты',
    'fish',
    [
      ['Охлаждённая рыба', 'fresh-fish'],
      ['Замороженная рыба', 'frozen-fish'],
      ['Морепродукты', 'seafood'],
      ['Икра', 'caviar'],
    ],
  ],
  [
    'Овощи и фрукты',
    'fruit-veg',
    [
      ['Овощи', 'vegetables'],
      ['Фрукты', 'fruits'],
      ['Зелень', 'greens'],
      ['Грибы', 'mushrooms'],
      ['Ягоды', 'berries'],
    ],
  ],
  [
    'Бакалея',
    'grocery',
    [
      ['Крупы', 'cereals'],
      ['Макаронные изделия', 'pasta'],
      ['Мука и сахар', 'flour-sugar'],
      ['Масла растительные', 'oils'],
      ['Специи и соусы', 'spices'],
    ],
  ],
  [
    'Хлеб и выпечка',
    'bakery',
    [
      ['Хлеб', 'bread'],
      ['Замороженная выпечка', 'frozen-bakery'],
    ],
  ],
  [
    'Напитки',
    'drinks',
    [
      ['Вода', 'water'],
      ['Соки', 'juices'],
      ['Чай и кофе', 'tea-coffee'],
      ['Газированные напитки', 'soda'],
    ],
  ],
  [
    'Замороженные продукты',
    'frozen',
    [
      ['Овощные смеси', 'frozen-veg'],
      ['Полуфабрикаты', 'semi-finished'],
      ['Мороженое', 'ice-cream'],
    ],
  ],
  [
    'Хозяйственные товары',
    'household',
    [
      ['Моющие средства', 'detergents'],
      ['Одноразовая посуда', 'disposable'],
      ['Упаковка', 'packaging'],
      ['Бумажная продукция', 'paper'],
    ],
  ],
];

export const globalCategoriesSeeder: Seeder = {
  name: 'marketplace category tree',
  async run(ctx) {
    for (const [index, [name, slug, children]] of TREE.entries()) {
      const [parent] = await ctx.db
        .insert(globalCategories)
        .values({ name, slug, position: index })
        .returning({ id: globalCategories.id });
      ctx.ids.set(`gcat:${slug}`, parent.id);
      for (const [childIndex, [childName, childSlug]] of children.entries()) {
        const [child] = await ctx.db
          .insert(globalCategories)
          .values({ name: childName, slug: childSlug, parentId: parent.id, position: childIndex })
          .returning({ id: globalCategories.id });
        ctx.ids.set(`gcat:${childSlug}`, child.id);
      }
    }
  },
};
