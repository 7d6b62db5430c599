import type { Readable } from 'node:stream';
import { IMPORT_GOODS_KEYS, IMPORT_MAX_ROWS } from '../../../../contract/import-goods';
import { badRequest } from '../../../errors';
import { measureByOkei } from '../../documents/format';
import { xmlRecords } from '../commerceml-stream';
import type { SheetRow } from '../import/read';
import { child, list, textOf, type XmlNode } from './xml';

/** One XML file of an exchange, opened as a stream as many times as it is read. */
export interface XmlSource {
  name: string;
  open(): Readable;
}

export type ExchangeKind = 'catalog' | 'offers' | 'orders';

/** The root's children that tell which file of an exchange it is; «Классификатор» alone is a catalog. */
const SECTIONS: Record<string, ExchangeKind> = {
  Каталог: 'catalog',
  ПакетПредложений: 'offers',
  Документ: 'orders',
};

/** Which file of an exchange this is, read until the first telling element. */
export async function exchangeKind(source: XmlSource): Promise<ExchangeKind | null> {
  let classifier = false;
  for await (const event of xmlRecords(source.open(), source.name, { paths: new Map() })) {
    if (!('section' in event)) continue;
    if (SECTIONS[event.section]) return SECTIONS[event.section];
    classifier ||= event.section === 'Классификатор';
  }
  return classifier ? 'catalog' : null;
}

/** Adds group id → «Parent / Child» paths from the classifier's nested groups. */
function addGroupPaths(paths: Map<string, string>, groups: XmlNode) {
  const walk = (container: XmlNode | undefined, prefix: string[]) => {
    for (const group of list(container, 'Группа')) {
      const path = [...prefix, textOf(group, 'Наименование')];
      paths.set(textOf(group, 'Ид'), path.join(' / '));
      walk(child(group, 'Группы'), path);
    }
  };
  walk(groups, []);
}

/** «20», «20%», «Без налога», «Без НДС» → the import's VAT text. */
function vatText(good: XmlNode): string {
  const rate = list(child(good, 'СтавкиНалогов'), 'СтавкаНалога').find((r) =>
    /ндс/i.test(textOf(r, 'Наименование')),
  );
  if (!rate) return '';
  const value = textOf(rate, 'Ставка');
  return /без/i.test(value) ? 'Без НДС' : value.replace(/\s*%$/, '');
}

/** The base unit: its text (шт), or the ОКЕИ code's unit when 1С sends only «Код». */
function unitText(good: XmlNode): string {
  const unit = child(good, 'БазоваяЕдиница');
  if (!unit) return '';
  const shown = textOf(unit);
  const code = String(unit['@Код'] ?? '').trim();
  if (shown && !/^\d+$/.test(shown)) return shown;
  return measureByOkei(code || shown) ?? String(unit['@НаименованиеПолное'] ?? shown);
}

const PRICE_TYPE = 'ПакетПредложений/ТипыЦен/ТипЦены';
const OFFER = 'ПакетПредложений/Предложения/Предложение';
const GROUPS = 'Классификатор/Группы';
const GOOD = 'Каталог/Товары/Товар';
/** Elements one record may hold: a good or an offer is small, a classifier may have many groups. */
const RECORD_NODES = 10_000;
const CLASSIFIER_NODES = 400_000;

/**
 * Good id → price (the first price type of the package, or the one named), from offers.xml read as
 * a stream: only the map is kept, at most one price per good of the import.
 */
async function offerPrices(offers: XmlSource): Promise<Map<string, string>> {
  const prices = new Map<string, string>();
  let priceType: string | null = null;
  const paths = new Map([
    [PRICE_TYPE, RECORD_NODES],
    [OFFER, RECORD_NODES],
  ]);
  for await (const event of xmlRecords(offers.open(), offers.name, { paths })) {
    if (!('node' in event)) continue;
    if (event.path === PRICE_TYPE) {
      priceType ??= textOf(event.node, 'Ид');
      continue;
    }
    // «good#characteristic»: a variant; the good keeps its first price.
    const goodId = textOf(event.node, 'Ид').split('#')[0];
    const price = list(child(event.node, 'Цены'), 'Цена').find(
      (p) => !priceType || textOf(p, 'ИдТипаЦены') === priceType,
    );
    if (!price || prices.has(goodId)) continue;
    if (prices.size >= IMPORT_MAX_ROWS)
      throw badRequest(
        `В ${offers.name} больше ${IMPORT_MAX_ROWS.toLocaleString('ru-RU')} предложений — выгрузите каталог из 1С частями`,
      );
    prices.set(goodId, textOf(price, 'ЦенаЗаЕдиницу'));
  }
  return prices;
}

/**
 * The exchange as the rows of the goods import: a header row with the template's labels, then one
 * row per «Товар» (numbered from 2, as in a sheet), so the same dry run, per-row errors and apply
 * hold. Both files are read as streams: offers.xml first into a price map, then import.xml good by
 * good (its classifier comes before its catalog, as 1С writes it).
 */
export async function* commerceMlRows(
  catalog: XmlSource,
  offers: XmlSource | null,
): AsyncGenerator<SheetRow> {
  const prices = offers ? await offerPrices(offers) : new Map<string, string>();
  const groups = new Map<string, string>();
  const paths = new Map([
    [GROUPS, CLASSIFIER_NODES],
    [GOOD, RECORD_NODES],
  ]);
  yield { line: 1, cells: IMPORT_GOODS_KEYS.map((k) => k.label) };
  let line = 1;
  for await (const event of xmlRecords(catalog.open(), catalog.name, { paths })) {
    if (!('node' in event)) continue;
    const good = event.node;
    if (event.path === GROUPS) {
      addGroupPaths(groups, good);
      continue;
    }
    line++;
    const id = textOf(good, 'Ид');
    const barcodes = list(good, 'Штрихкод').map((b) => textOf(b));
    const groupId = textOf(list(child(good, 'Группы'), 'Ид')[0]);
    const cells: Record<(typeof IMPORT_GOODS_KEYS)[number]['key'], string> = {
      name: textOf(good, 'Наименование'),
      code: textOf(good, 'Артикул'),
      barcode: barcodes.filter(Boolean).join(', '),
      measure: unitText(good),
      category: groups.get(groupId) ?? '',
      vat_rate: vatText(good),
      price: prices.get(id) ?? '',
      description: textOf(good, 'Описание'),
    };
    if (good['@Статус'] === 'Удален') continue;
    yield { line, cells: IMPORT_GOODS_KEYS.map((k) => cells[k.key]) };
  }
  if (line === 1)
    throw badRequest(
      'В import.xml нет товаров: ожидается «Каталог» с элементами «Товар» (выгрузка 1С, CommerceML 2)',
    );
}
