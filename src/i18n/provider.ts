import type { I18nProvider } from '@refinedev/core';
import { ru } from './ru';

export const LOCALE = 'ru';

type Dictionary = { [key: string]: string | Dictionary };

function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const interpolate = (text: string, values: unknown) =>
  values && typeof values === 'object'
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
        const value = (values as Record<string, unknown>)[name];
        return value === undefined || value === null ? match : String(value);
      })
    : text;

/** Translates a key of a dictionary; unknown keys fall back as Refine expects (default message, then key). */
export function createTranslate(dictionary: Dictionary) {
  return (key: string, options?: unknown, defaultMessage?: string): string => {
    const found = lookup(dictionary, key);
    if (found !== undefined) return interpolate(found, options);
    if (defaultMessage !== undefined) return defaultMessage;
    return typeof options === 'string' ? options : key;
  };
}

/** Russian only (spec 000 §1): changing the locale does nothing. */
export const i18nProvider: I18nProvider = {
  translate: createTranslate(ru),
  changeLocale: () => undefined,
  getLocale: () => LOCALE,
};
