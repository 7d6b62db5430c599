import { AppError } from '../../errors';
import type { OrderDocumentData, Party } from './data';

export type DocumentKind = 'invoice' | 'upd';

type PartyField = keyof Omit<Party, 'name'>;
const LABELS: Record<PartyField, string> = {
  inn: 'ИНН',
  kpp: 'КПП',
  ogrn: 'ОГРН',
  address: 'адрес',
  bankName: 'банк',
  bik: 'БИК',
  settlementAccount: 'расчётный счёт',
  correspondentAccount: 'корреспондентский счёт',
};

/** What each document needs of each party; a КПП only of an organization (a 10-digit ИНН). */
const NEEDS: Record<DocumentKind, { supplier: PartyField[]; client: PartyField[] }> = {
  invoice: {
    supplier: ['inn', 'kpp', 'address', 'bankName', 'bik', 'settlementAccount', 'correspondentAccount'],
    client: [],
  },
  upd: { supplier: ['inn', 'kpp', 'address'], client: ['inn', 'kpp', 'address'] },
};

const isEntrepreneur = (party: Party) => party.inn?.length === 12;

function missing(party: Party, fields: PartyField[]) {
  return fields.filter((field) => !party[field] && !(field === 'kpp' && isEntrepreneur(party)));
}

const TITLES: Record<DocumentKind, string> = { invoice: 'счёта на оплату', upd: 'УПД' };

/** 422 naming every requisite the document cannot be made without, and where to fill it in. */
export function assertRequisites(data: OrderDocumentData, kind: DocumentKind) {
  const lacks = {
    supplier: missing(data.supplier, NEEDS[kind].supplier),
    client: missing(data.client, NEEDS[kind].client),
  };
  if (lacks.supplier.length === 0 && lacks.client.length === 0) return;
  const parts: string[] = [];
  const fields: Record<string, string> = {};
  for (const side of ['supplier', 'client'] as const) {
    if (lacks[side].length === 0) continue;
    const who = side === 'supplier' ? 'поставщика' : 'покупателя';
    parts.push(`у ${who} «${data[side].name}» — ${lacks[side].map((f) => LABELS[f]).join(', ')}`);
    for (const field of lacks[side]) fields[`${side}.${field}`] = `Не указан ${LABELS[field]}`;
  }
  throw new AppError(
    422,
    'REQUISITES_MISSING',
    `Для ${TITLES[kind]} не хватает реквизитов: ${parts.join('; ')}. Заполните их в карточке организации.`,
    fields,
  );
}
