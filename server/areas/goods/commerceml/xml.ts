import { ARCHIVE_LIMITS } from '../import/archive-limits';

/** A single XML file of an exchange, once unpacked, may not exceed this (it is read as a stream). */
export const COMMERCEML_MAX_XML_BYTES = ARCHIVE_LIMITS.maxInflatedBytes;

export const ROOT = 'КоммерческаяИнформация';

/** An element read by the streamed reader: `@attribute`, `#text`, child elements as lists. */
export type XmlNode = { [key: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[] | undefined;

/** A child element as a list (absent → empty). */
export const list = (node: XmlValue, key: string): XmlNode[] => {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  const value = node[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((v) =>
    typeof v === 'object' ? (v as XmlNode) : { '#text': v },
  );
};

/** A child element's text ('' when absent). */
export const textOf = (node: XmlValue, key?: string): string => {
  const value =
    key === undefined
      ? node
      : node && typeof node === 'object' && !Array.isArray(node)
        ? node[key]
        : undefined;
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return textOf(value[0]);
  return textOf(value['#text']);
};

export const child = (node: XmlValue, key: string): XmlNode | undefined => list(node, key)[0];
