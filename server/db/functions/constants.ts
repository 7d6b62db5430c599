import { INVOICE_STATUSES, UPD_STATUSES } from '../../../contract/document-kinds';
import {
  CONTRACT_STATUSES,
  ORDER_STATUSES,
  STOCK_ORDER_STATUSES,
  STOCKTAKING_STATUSES,
  WRITE_OFF_STATUSES,
} from '../../../contract/statuses';

interface Dictionary {
  list: readonly { id: number; status: string }[];
}

/** Status dictionaries a function file names as {{DICTIONARY.status}}: the status's id. */
const DICTIONARIES: Record<string, Dictionary> = {
  ORDER_STATUSES,
  CONTRACT_STATUSES,
  STOCKTAKING_STATUSES,
  WRITE_OFF_STATUSES,
};

/** Status sets a function file names as {{SET}}: their ids, ascending, comma-separated. */
const SETS: Record<string, [Dictionary, readonly string[]]> = {
  STOCK_ORDER_STATUSES: [ORDER_STATUSES, STOCK_ORDER_STATUSES],
  INVOICE_STATUSES: [ORDER_STATUSES, INVOICE_STATUSES],
  UPD_STATUSES: [ORDER_STATUSES, UPD_STATUSES],
};

const idsOf = ([dictionary, keys]: [Dictionary, readonly string[]]) =>
  dictionary.list
    .filter((s) => keys.includes(s.status))
    .map((s) => s.id)
    .sort((a, b) => a - b);

/** Every placeholder of server/db/functions/*.sql with the SQL it stands for, from contract/. */
export function sqlConstants(): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, dictionary] of Object.entries(DICTIONARIES)) {
    for (const s of dictionary.list) values.set(`${name}.${s.status}`, String(s.id));
  }
  for (const [name, set] of Object.entries(SETS)) values.set(name, idsOf(set).join(', '));
  return values;
}
