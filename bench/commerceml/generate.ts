import JSZip from 'jszip';
import { ean13 } from '../../server/db/seed/goods';

const UNITS = [
  { code: '796', text: 'шт' },
  { code: '166', text: 'кг' },
  { code: '112', text: 'л' },
];
const VATS = ['20', '10', 'Без налога'];

/** The good number i of a generated 1С exchange, as the import should store it. */
export function exchangeGood(i: number, prefix = 'Товар 1С') {
  return {
    id: `b1c00000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `${prefix} №${i} «Сыр & масло»`,
    code: `${prefix.replace(/\s/g, '')}-${i}`,
    barcode: ean13(`47${String(i).padStart(10, '0')}`),
    unit: UNITS[i % 3],
    vat: VATS[i % 3],
    price: `${(i % 5000) + 1}.${String(i % 100).padStart(2, '0')}`,
    category: i % 2 === 0 ? 'Молочная продукция / Сыры' : 'Молочная продукция',
  };
}

const xmlEscape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

function* importLines(count: number, prefix: string) {
  yield `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.05" ДатаФормирования="2026-11-26T10:00:00">
  <Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование>
    <Группы><Группа><Ид>g-dairy</Ид><Наименование>Молочная продукция</Наименование>
      <Группы><Группа><Ид>g-cheese</Ид><Наименование>Сыры</Наименование></Группа></Группы>
    </Группа></Группы>
  </Классификатор>
  <Каталог СодержитТолькоИзменения="false"><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование>
    <Товары>
`;
  for (let i = 1; i <= count; i++) {
    const g = exchangeGood(i, prefix);
    yield `      <Товар><Ид>${g.id}</Ид><Артикул>${g.code}</Артикул><Штрихкод>${g.barcode}</Штрихкод><Наименование>${xmlEscape(g.name)}</Наименование>
        <БазоваяЕдиница Код="${g.unit.code}" НаименованиеПолное="Единица">${g.unit.text}</БазоваяЕдиница>
        <Группы><Ид>${i % 2 === 0 ? 'g-cheese' : 'g-dairy'}</Ид></Группы>
        <СтавкиНалогов><СтавкаНалога><Наименование>НДС</Наименование><Ставка>${g.vat}</Ставка></СтавкаНалога></СтавкиНалогов>
        <ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита></ЗначенияРеквизитов>
      </Товар>
`;
  }
  yield '    </Товары>\n  </Каталог>\n</КоммерческаяИнформация>\n';
}

function* offerLines(count: number, prefix: string) {
  yield `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.05" ДатаФормирования="2026-11-26T10:00:00">
  <ПакетПредложений><Ид>cat#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>cat</ИдКаталога>
    <ТипыЦен><ТипЦены><Ид>wholesale</Ид><Наименование>Оптовая</Наименование><Валюта>RUB</Валюта></ТипЦены></ТипыЦен>
    <Предложения>
`;
  for (let i = 1; i <= count; i++) {
    const g = exchangeGood(i, prefix);
    yield `      <Предложение><Ид>${g.id}</Ид><Наименование>${xmlEscape(g.name)}</Наименование>
        <Цены><Цена><ИдТипаЦены>retail</ИдТипаЦены><ЦенаЗаЕдиницу>99999.00</ЦенаЗаЕдиницу></Цена><Цена><ИдТипаЦены>wholesale</ИдТипаЦены><ЦенаЗаЕдиницу>${g.price}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена></Цены>
        <Количество>10</Количество></Предложение>
`;
  }
  yield '    </Предложения>\n  </ПакетПредложений>\n</КоммерческаяИнформация>\n';
}

/** import.xml and offers.xml of `count` goods, as 1С 8 writes them (CommerceML 2.05). */
export function exchangeXml(count: number, prefix = 'Товар 1С') {
  return {
    importXml: Buffer.from([...importLines(count, prefix)].join('')),
    offersXml: Buffer.from([...offerLines(count, prefix)].join('')),
  };
}

/** The same exchange zipped, as 1С's web exchange sends it. */
export async function exchangeZip(count: number, prefix = 'Товар 1С') {
  const { importXml, offersXml } = exchangeXml(count, prefix);
  const zip = new JSZip();
  zip.file('webdata/import0_1.xml', importXml);
  zip.file('webdata/offers0_1.xml', offersXml);
  const archive = await zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
  return { archive, xmlBytes: importXml.length + offersXml.length };
}
