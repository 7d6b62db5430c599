import { readSpec, type SpecLine, section } from './read-spec';

/**
 * Reads the API calls the specs name: spec 001 §7 (prose such as «GET and POST /v1/expense_docs/;
 * PUT /v1/expense_docs/{id}.») and the table of spec 000 §7. Each call keeps its spec line.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface QueryParam {
  name: string;
  /** `limit=1000`: the call sends this value, so the server must accept it. */
  value?: number;
  /** `limit default 25`. */
  default?: number;
}
export interface SpecCall {
  method: Method;
  path: string;
  query: QueryParam[];
  multipart: boolean;
  line: SpecLine;
}

/**
 * Spec 001 lines the grammar below cannot read as written, each rewritten with the same meaning.
 * The test fails if a key no longer occurs in the spec, so a reading never outlives its line.
 */
export const READINGS: Record<string, { reading: string; why: string }> = {
  '### Supplier price lists': {
    reading: '### Supplier price lists (/v1/supplier/price_lists)',
    why: 'the section names no absolute path; its calls are those of the client price lists under /v1/supplier',
  },
  '- GET /{id}?organization_id; GET /?organization_id; GET /{id}/goods (same filters as client); GET /{id}/good_categories?organization_id.':
    {
      reading:
        '- GET /{id}?organization_id; GET /?organization_id; GET /{id}/goods (good_name, good_ids, barcode, organization_id, category_ids, limit, offset); GET /{id}/good_categories?organization_id.',
      why: '«same filters as client» spelled out from the client price-list goods call',
    },
  '- POST /v1/supplier/posts/{id}/file_assets?is_thumbnail and /file_assets/editorjs (multipart; the editor image field is upload_file).':
    {
      reading:
        '- POST /v1/supplier/posts/{id}/file_assets?is_thumbnail and /v1/supplier/posts/{id}/file_assets/editorjs (multipart; the editor image field is upload_file).',
      why: 'both uploads hang from the post, as the admin posts spell out (/{id}/file_assets/editorjs): an editor image belongs to its post (issue 22)',
    },
  '- global_categories: tree, list, {id}, children, siblings, path, hierarchy; POST; PUT; DELETE; PUT move_before?before_node_id; PUT move_after?after_node_id.':
    {
      reading:
        '- global_categories: tree, list, {id}, {id}/children, {id}/siblings, path/{id}, {id}/hierarchy; POST; PUT {id}; DELETE {id}; PUT {id}/move_before?before_node_id; PUT {id}/move_after?after_node_id.',
      why: 'the admin tree calls abbreviated; spelled out as in the marketplace bullet (a node is moved, changed or deleted by id)',
    },
  '- addr_countries (country_id, country_name); addr_regions (limit=1000, region_ids, region_name); addr_cities (region_ids, locality_ids, locality_name); contract_statuses; order_statuses (by_context, default all); stocktaking_statuses; write_off_statuses; write_off_reason/; import_goods_keys.':
    {
      reading:
        '- addr_countries (country_name); addr_regions (limit=1000, region_ids, region_name); addr_cities (region_ids, locality_ids, locality_name); contract_statuses; order_statuses (by_context, default all); stocktaking_statuses; write_off_statuses; write_off_reason/; import_goods_keys.',
      why: '§3 lists «countries (country_id, country_name)» as the fields of a country; country_name is the search',
    },
};

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const METHOD_LIST = /^((?:GET|POST|PUT|DELETE)(?:(?:, | and )(?:GET|POST|PUT|DELETE))*)(?=\s|$)\s*/;
const ABSOLUTE = /^\/(?:v1|api_a)\//;
/** Words in brackets that describe a call rather than name a query parameter. */
const NOTES = new Set(['query', 'filters', 'bulk_create', 'multipart']);
/** Words that stand for several parameters. */
const EXPANSIONS: Record<string, string[]> = {
  paging: ['limit', 'offset'],
  sort: ['order_field', 'order_by'],
};

/** Splits at `separator` outside brackets. */
function splitTop(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (depth === 0) {
      const match = separator.exec(text.slice(i));
      if (match?.index === 0) {
        parts.push(text.slice(start, i));
        i += match[0].length - 1;
        start = i + 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const normalize = (route: string) => route.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
const join = (base: string, relative: string) =>
  normalize(relative === '' ? base : `${base}/${relative.replace(/^\//, '')}`);
/** `/v1/goods/{id}?x` → `/v1/goods`: the collection a bullet's relative paths hang from. */
const collectionOf = (absolute: string) => normalize(absolute.split('?')[0].split('/{')[0]);

function queryOf(names: string[]): QueryParam[] {
  return names.flatMap((raw) => {
    const piece = raw.trim();
    const match = /^([a-z_]+)(?:=(\d+))?(?: default (\d+))?$/.exec(piece);
    if (!match || NOTES.has(match[1])) return [];
    const expanded = EXPANSIONS[match[1]];
    if (expanded) return expanded.map((name) => ({ name }));
    return [
      {
        name: match[1],
        ...(match[2] ? { value: Number(match[2]) } : {}),
        ...(match[3] ? { default: Number(match[3]) } : {}),
      },
    ];
  });
}

const notesOf = (text: string) => [...text.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]);

/** The calls of spec 001 §7. */
export function specCalls001(): SpecCall[] {
  const calls: SpecCall[] = [];
  let sectionBase: string | undefined;
  let sectionMethod: Method | undefined;
  for (const line of section(readSpec('001'), 7)) {
    const text = READINGS[line.text.trim()]?.reading ?? line.text.trim();
    const heading = /^### [^(]+(?:\((.+)\))?$/.exec(text);
    if (heading) {
      const parts = (heading[1] ?? '').split(', ');
      sectionMethod = parts.find((p): p is Method => (METHODS as readonly string[]).includes(p));
      const base = parts.find((p) => p.startsWith('/'));
      sectionBase = base ? normalize(base) : undefined;
      continue;
    }
    if (!text.startsWith('- ')) continue;
    let body = text.slice(2).replace(/\.$/, '');
    const label = /^([A-Za-z_ ]+): (.*)$/.exec(body);
    if (label) body = label[2];
    const firstAbsolute = /\/(?:v1|api_a)\/[^\s;,()]*/.exec(body)?.[0];
    sectionBase ??= firstAbsolute && collectionOf(firstAbsolute);
    // «global_categories: …» hangs from the section's path; «Reasons: GET /v1/…» from its own.
    const base =
      label && /^[a-z_]+$/.test(label[1])
        ? `${sectionBase}/${label[1]}`
        : firstAbsolute
          ? collectionOf(firstAbsolute)
          : sectionBase;
    if (!base) throw new Error(`no base path for line ${line.number}`);
    calls.push(...bulletCalls(body, base, sectionMethod, line));
  }
  return calls;
}

function bulletCalls(body: string, base: string, defaultMethod: Method | undefined, line: SpecLine) {
  const calls: SpecCall[] = [];
  let parent: string | undefined;
  for (const statement of splitTop(body, /^; /)) {
    const methodMatch = METHOD_LIST.exec(statement);
    let methods: Method[] = methodMatch
      ? (methodMatch[1].split(/, | and /) as Method[])
      : [defaultMethod ?? 'GET'];
    const explicit = Boolean(methodMatch);
    const rest = methodMatch ? statement.slice(methodMatch[0].length) : statement;
    const multipart = notesOf(statement).some((note) => note.includes('multipart'));
    const withList = /^(\S+) with (.+)$/.exec(rest);
    const targets = withList ? [withList[1]] : splitTop(rest, /^(?:, | and )/);
    if (targets.length === 0) targets.push('');
    targets.forEach((raw, index) => {
      let target = raw;
      const own = METHOD_LIST.exec(target);
      if (own) {
        methods = own[1].split(/, | and /) as Method[];
        target = target.slice(own[0].length);
      }
      const notes = notesOf(target).flatMap((note) => note.split(/, |; | or /));
      const token = target.replace(/\([^)]*\)/g, '').trim();
      const [where, query = ''] = token.split('?');
      let resolved: string;
      if (ABSOLUTE.test(where)) resolved = normalize(where);
      else if (where.startsWith('...')) resolved = join(parent ?? base, where.slice(3));
      else if (where === 'list' && (explicit || own) && index === 0) resolved = base;
      else resolved = join(base, where);
      if (!where.startsWith('...')) parent = resolved.replace(/\/[^/]+$/, '');
      const params = [...queryOf(query ? query.split('&') : []), ...queryOf(notes)];
      if (withList) params.push(...queryOf(withList[2].split(', ')));
      for (const method of methods) {
        calls.push({
          method,
          path: resolved,
          query: params,
          multipart: multipart && method !== 'DELETE',
          line,
        });
      }
    });
  }
  return calls;
}

/** The calls of spec 000 §7, a table: | Method | Path | Payload / answer use |. */
export function specCalls000(): SpecCall[] {
  return section(readSpec('000'), 7).flatMap((line) => {
    const cells = line.text.split('|').map((cell) => cell.trim());
    const method = cells[1] as Method;
    if (!(METHODS as readonly string[]).includes(method)) return [];
    const names = /^query ([a-z_, ]+)/.exec(cells[3])?.[1].split(', ') ?? [];
    return [
      {
        method,
        path: normalize(cells[2]),
        query: queryOf(names),
        multipart: cells[3].includes('multipart'),
        line,
      },
    ];
  });
}
