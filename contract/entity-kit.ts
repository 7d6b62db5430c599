/**
 * The declaration of an ordinary entity (docs/adding-an-entity.md): one plain object from which the
 * server's routes (server/lib/entity-routes.ts), the zod schemas (./entity-schemas.ts), the SPA's
 * list page and dialog (src/components/entity-list) and the tests (tests/api/support/entity-tests.ts)
 * are derived. It holds no zod, so the shell can import every declaration for its routes and menu.
 */

interface FieldBase {
  /** Russian label: the column, the input, the 422 messages and the OpenAPI title. */
  label: string;
  /** May be left empty (null). */
  optional?: boolean;
}

export type Field = FieldBase &
  (
    | { kind: 'text'; max?: number }
    | { kind: 'longText'; max?: number }
    | { kind: 'money' }
    | { kind: 'integer'; min?: number; max?: number }
    | { kind: 'decimal'; unit: string; scale?: number }
    | { kind: 'date' }
    | { kind: 'time' }
    | { kind: 'weekdays' }
    | { kind: 'enum'; options: Record<string, string> }
    | { kind: 'boolean' }
    /** Another entity's id (`table` of the same organization); the list shows its `name`. */
    | { kind: 'reference'; table: string }
  );
export type FieldKind = Field['kind'];

type Options<K extends FieldKind> = Omit<Extract<Field, { kind: K }>, 'kind' | 'label'>;
const field =
  <K extends FieldKind>(kind: K) =>
  (label: string, options?: Options<K>) =>
    ({ kind, label, ...options }) as Extract<Field, { kind: K }>;

export const text = field('text');
export const longText = field('longText');
export const money = field('money');
export const integer = field('integer');
export const decimal = (label: string, unit: string, options?: Omit<Options<'decimal'>, 'unit'>) =>
  field('decimal')(label, { unit, ...options });
export const date = field('date');
export const time = field('time');
export const weekdays = field('weekdays');
export const enumOf = (label: string, options: Record<string, string>, rest?: FieldBase) =>
  field('enum')(label, { options, ...rest });
export const boolean = field('boolean');
export const reference = (label: string, table: string, options?: Omit<Options<'reference'>, 'table'>) =>
  field('reference')(label, { table, ...options });

export type Action = 'r' | 'c' | 'u' | 'd';
export const ACTIONS: Action[] = ['r', 'c', 'u', 'd'];

export interface EntityDeclaration<P extends string = string, G extends string = string> {
  /** Names the OpenAPI schema (`DeliveryZone`) and the audit entity (`delivery_zone`). */
  schemaId: string;
  table: string;
  /** The collection's path, `/v1/delivery_zones/`; one row is `<path>:id`. */
  path: string;
  /** Who owns a row: its organization, or a sales point of it (`sales_point_id`, organization derived). */
  owner: 'organization' | 'sales_point';
  /** «Зоны доставки»: the OpenAPI tag, the page title, the navigation link. */
  label: string;
  /** «Зона доставки»: messages about one row («Зона доставки не найдена»). */
  one: string;
  /** `found`: «не найдена» (feminine) or «не найден» … Russian needs the gender once. */
  gender?: 'm' | 'f' | 'n';
  fields: Record<string, Field>;
  /**
   * The rights, written once: `delivery_zone_r/_c/_u/_d` with their labels and roles-screen group
   * (contract/permissions.ts spreads them in with `entityPermissions`).
   */
  permissions: { prefix: P; group: G; labels: Record<Action, string> };
  /** Columns of the list (default: every field), the sortable ones and the filters. */
  list?: { columns?: string[]; sort?: string[]; filters?: string[] };
  /** Fields that are unique within the owner (case-insensitive): a Russian 409 names them. */
  unique?: string[];
  /** The SPA screen: list path and module (src/modules); `nav` for a top-navigation link. */
  screen?: { path: string; module: 'client' | 'supplier' | 'setting'; nav?: { order: number } };
}

/** Keeps the literal types of a declaration (the permission prefix above all). */
export const defineEntity = <
  const P extends string,
  const G extends string,
  const F extends Record<string, Field>,
>(
  declaration: EntityDeclaration<P, G> & { fields: F },
) => declaration;

interface KindValue {
  text: string;
  longText: string;
  money: string;
  integer: number;
  decimal: string;
  date: string;
  time: string;
  weekdays: number[];
  enum: string;
  boolean: boolean;
  reference: number;
}

/** A row of a declared entity as the API answers it (`EntityRow<typeof deliveryZones>`). */
export type EntityRow<E extends { fields: Record<string, Field> }> = {
  id: number;
  organization_id: number;
} & {
  -readonly [K in keyof E['fields']]: KindValue[E['fields'][K]['kind']];
};

export type PermissionName<P extends string> = `${P}_${Action}`;

export const permissionOf = <P extends string>(entity: EntityDeclaration<P>, action: Action) =>
  `${entity.permissions.prefix}_${action}` as PermissionName<P>;

/** The entity's four rights as entries of contract/permissions.ts `PERMISSIONS`. */
export function entityPermissions<P extends string, G extends string>(entity: EntityDeclaration<P, G>) {
  return Object.fromEntries(
    ACTIONS.map((action) => [
      permissionOf(entity, action),
      { label: entity.permissions.labels[action], group: entity.permissions.group },
    ]),
  ) as Record<PermissionName<P>, { label: string; group: G }>;
}

const NOT_FOUND = { m: 'не найден', f: 'не найдена', n: 'не найдено' };
export const notFoundText = (entity: EntityDeclaration) => `${entity.one} ${NOT_FOUND[entity.gender ?? 'f']}`;

/** The list's columns, sortable fields and filters, defaults filled. */
export function listOf(entity: EntityDeclaration) {
  const names = Object.keys(entity.fields);
  return {
    columns: entity.list?.columns ?? names,
    sort: entity.list?.sort ?? [],
    filters: entity.list?.filters ?? [],
  };
}

/** `sales_point_id` or `organization_id`: the column and query parameter naming the owner. */
export const ownerColumn = (entity: EntityDeclaration) =>
  entity.owner === 'sales_point' ? 'sales_point_id' : 'organization_id';

export const WEEKDAY_LABELS = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];

export const isEntity = (value: unknown): value is EntityDeclaration =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EntityDeclaration).schemaId === 'string' &&
  typeof (value as EntityDeclaration).fields === 'object';

/** The declarations exported by the modules of `contract/entities/*.ts`, in file order. */
export const collectEntities = (modules: Record<string, Record<string, unknown>>) =>
  Object.keys(modules)
    .sort()
    .flatMap((file) => Object.values(modules[file] ?? {}).filter(isEntity));
