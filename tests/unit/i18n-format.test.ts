import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatQuantity,
  quantityInputValue,
} from '@/i18n/format';
import { personGenitive } from '@/i18n/genitive';
import { organizationInitial } from '@/resources/organizations/initial';

describe('money in Russian', () => {
  it('groups thousands with no-break spaces and keeps two kopeck digits before ₽', () => {
    expect(formatMoney('1234.5')).toBe('1\u00a0234,50\u00a0₽');
    expect(formatMoney('1234567.891')).toBe('1\u00a0234\u00a0567,89\u00a0₽');
    expect(formatMoney(0)).toBe('0,00\u00a0₽');
    expect(formatMoney('-250.00')).toBe('-250,00\u00a0₽');
  });

  it('rounds half a kopeck up as it is written, not as the float stores it', () => {
    expect(formatMoney('1.005')).toBe('1,01\u00a0₽');
    expect(formatMoney('999.995')).toBe('1\u00a0000,00\u00a0₽');
  });

  it('prints a dash for no sum or a sum that is not a number', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('')).toBe('—');
    expect(formatMoney('abc')).toBe('—');
  });

  it('prints what Intl prints for Russian roubles', () => {
    const intl = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 2,
    });
    for (const value of [0.1, 7, 12.345, 999, 1000, 65432.1, 1e9 + 0.5, 2.675, -0.001, 1e21, 5e-7])
      expect(formatMoney(value)).toBe(intl.format(value));
  });
});

describe('dates in Russian', () => {
  it('write the day, month and year with leading zeros, and the time on a 24-hour clock', () => {
    const morning = new Date(2026, 0, 5, 7, 3);
    expect(formatDate(morning)).toBe('05.01.2026');
    expect(formatDateTime(morning)).toBe('05.01.2026 07:03');
    expect(formatDateTime(new Date(2026, 10, 24, 23, 59))).toBe('24.11.2026 23:59');
  });

  it('print a dash for no date or one that cannot be read', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('не дата')).toBe('—');
  });
});

describe('quantities in Russian', () => {
  it('show a decimal comma and no trailing zeros', () => {
    expect(formatQuantity('1.500')).toBe('1,5');
    expect(formatQuantity('14.000')).toBe('14');
    expect(formatQuantity('1234.125')).toBe('1\u00a0234,125');
    expect(formatQuantity(0.0005)).toBe('0,001');
    expect(formatCount(10000)).toBe('10\u00a0000');
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
