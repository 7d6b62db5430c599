import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18n/provider';

const t = i18nProvider.translate;

describe('i18nProvider', () => {
  it('speaks Russian for Refine buttons and notifications', () => {
    expect(t('buttons.save')).toBe('Сохранить');
    expect(t('buttons.create')).toBe('Создать');
    expect(t('notifications.createSuccess', { resource: 'goods' })).toBe('Запись создана');
    expect(t('notifications.error', { statusCode: 422 })).toBe('Ошибка (422)');
    expect(t('pages.error.404')).toBe('Страница не найдена, ошибка 404');
  });

  it('falls back to the default message, then to the key', () => {
    expect(t('goods.goods', 'goods')).toBe('goods');
    expect(t('no.such.key', {}, 'Текст')).toBe('Текст');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('buttons')).toBe('buttons');
  });

  it('has one locale', () => {
    i18nProvider.changeLocale('en');
    expect(i18nProvider.getLocale()).toBe('ru');
  });
});
