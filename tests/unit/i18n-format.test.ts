import { describe, expect, it } from 'vitest';
import { formatQuantity, quantityInputValue } from '@/i18n/format';
import { personGenitive } from '@/i18n/genitive';
import { organizationInitial } from '@/resources/organizations/initial';

describe('quantities in Russian', () => {
  it('show a decimal comma and no trailing zeros', () => {
    expect(formatQuantity('1.500')).toBe('1,5');
    expect(formatQuantity('14.000')).toBe('14');
    expect(formatQuantity('1234.125')).toBe('1\u00a0234,125');
  });

  it('go back into an input as a person types them', () => {
    expect(quantityInputValue('2.500')).toBe('2,5');
    expect(quantityInputValue('10.000')).toBe('10');
    expect(quantityInputValue(null)).toBe('');
  });
});

describe('names in the genitive case', () => {
  it.each([
    ['Игорь Петров', 'Игоря Петрова'],
    ['Анна Смирнова', 'Анны Смирновой'],
    ['Ольга Кузнецова', 'Ольги Кузнецовой'],
    ['Дмитрий Соколов', 'Дмитрия Соколова'],
    ['Елена Васильева', 'Елены Васильевой'],
    ['Сергей Волков', 'Сергея Волкова'],
    ['Мария Новикова', 'Марии Новиковой'],
    ['Никита Бельский', 'Никиты Бельского'],
    ['Павел Толстой', 'Павла Толстого'],
    ['Наталья Лисицкая', 'Натальи Лисицкой'],
    ['Андрей Шевченко', 'Андрея Шевченко'],
    ['Пётр Ревизоров', 'Петра Ревизорова'],
    ['John Smith', 'John Smith'],
  ])('%s → %s', (name, genitive) => {
    expect(personGenitive(name)).toBe(genitive);
  });
});

describe('organization avatars', () => {
  it.each([
    ['ООО «Вкусный двор»', 'В'],
    ['ООО «Молочная ферма «Зорька»»', 'М'],
    ['ИП Сидоров', 'С'],
    ['АО "Хлеб"', 'Х'],
    ['ромашка', 'Р'],
  ])('%s → %s', (name, letter) => {
    expect(organizationInitial(name)).toBe(letter);
  });
});
