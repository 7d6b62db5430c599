/**
 * operationId of every call, derived from its method and canonical path so that 189 names stay
 * consistent without being written by hand: `GET /v1/client/orders` → `clientOrdersList`,
 * `PUT /v1/supplier/orders/{id}/change_status` → `supplierOrderChangeStatus`.
 *
 * - `/v1` is dropped, `/api_a` reads `admin`; `client`, `supplier`, `marketplace` are kept as the side.
 * - A segment followed by a path parameter is one record: its last word is made singular.
 * - A sub-resource repeating its record's name loses the repetition
 *   (`stocktaking_docs/{id}/stocktaking_doc_line_items` → `stocktakingDocLineItems…`).
 * - A call on a record (path ends with a parameter) is Get/Update/Delete/Create by method.
 * - A call on a collection (the first resource, or a plural last segment) is List/Create/Update/Delete.
 * - Any other last segment is an action and is its own verb (`usersLogin`, `clientOrderClone`).
 */

/** Names the rule above spells badly, by `METHOD /canonical/path`. */
const OVERRIDES: Record<string, string> = {
  'GET /v1/users/me': 'usersMe',
  'POST /v1/users/change_password': 'usersChangePasswordByBody',
  'PUT /v1/users': 'usersMeUpdate',
  'GET /api_a/users/login_as/{id}': 'adminUserLoginAs',
  'GET /v1/goods/measure/all': 'goodMeasuresList',
  'POST /v1/goods/{id}/upload_file_assets': 'goodImagesUpload',
  'PUT /v1/roles': 'roleUpdate',
  'GET /v1/roles/roles_bulk': 'rolesBulkList',
  'POST /v1/user_roles': 'userRoleCreate',
  'DELETE /v1/user_roles': 'userRoleDelete',
  'GET /v1/roles/user_access_controls': 'userAccessControlsGet',
  'PUT /v1/roles/user_access_controls': 'userAccessControlsUpdate',
  'GET /v1/organizations/{id}/token': 'organizationTokenGet',
  'PUT /v1/organizations/{id}/token': 'organizationTokenRenew',
  'POST /v1/organizations/{id}/logo_file_assets': 'organizationLogoUpload',
  'DELETE /v1/organizations/{id}/logo_file_assets': 'organizationLogoDelete',
  'POST /v1/organizations/{id}/organization_public_info': 'organizationPublicInfoUpdate',
  'GET /v1/marketplace/organizations/{id}/organization_public_info': 'marketplaceOrganizationPublicInfo',
  'POST /v1/client/orders/expanded': 'clientOrderCreate',
  'PUT /v1/client/orders/{id}/status': 'clientOrderChangeStatus',
  'PUT /v1/client/contracts/{id}/status': 'clientContractChangeStatus',
  'PUT /v1/supplier/contracts/{id}/status': 'supplierContractChangeStatus',
  'PUT /v1/stocktaking_docs/{id}/status': 'stocktakingDocChangeStatus',
  'PUT /v1/write_off_docs/status': 'writeOffDocChangeStatus',
  'GET /v1/write_off_reason/{orgId}': 'writeOffReasonsList',
  'POST /v1/client/orders/export': 'clientOrdersExportJob',
  'POST /v1/supplier/orders/export': 'supplierOrdersExportJob',
  'POST /v1/supplier/orders/export/commerceml': 'supplierOrdersCommerceMlExportJob',
  'POST /v1/supplier/price_lists/{id}/bulk_create_update_price_list_goods':
    'supplierPriceListGoodsBulkUpsert',
  'GET /v1/import_goods/download_file/template_import_goods': 'importGoodsTemplate',
  'POST /v1/import_goods/{orgId}/upload_file_goods': 'importGoodsUpload',
  'GET /v1/import_goods/uploaded_files/rows': 'importGoodsRowsList',
  'PUT /v1/import_goods/{orgId}/uploaded_files/{fileId}/mapping': 'importGoodsFileMappingUpdate',
  'POST /v1/import_goods/{orgId}/uploaded_files/{fileId}/apply': 'importGoodsFileApply',
  'GET /v1/import_goods/{orgId}/uploaded_files/{fileId}/error_rows': 'importGoodsFileErrorRows',
  'POST /v1/supplier/posts/{id}/file_assets': 'supplierPostImageUpload',
  'POST /v1/supplier/posts/{id}/file_assets/editorjs': 'supplierPostEditorImageUpload',
  'POST /api_a/posts/{id}/file_assets': 'adminPostImageUpload',
  'POST /api_a/posts/{id}/file_assets/editorjs': 'adminPostEditorImageUpload',
};

const NAMESPACES: Record<string, string> = { v1: '', api_a: 'admin' };
const SIDES = new Set(['client', 'supplier', 'marketplace']);
const ON_RECORD: Record<string, string> = { GET: 'Get', PUT: 'Update', DELETE: 'Delete', POST: 'Create' };
const ON_COLLECTION: Record<string, string> = {
  GET: 'List',
  PUT: 'Update',
  DELETE: 'Delete',
  POST: 'Create',
};

const isParam = (segment: string) => segment.startsWith('{');

/** Last word singular: `orders` → `order`, `good_categories` → `good_category`, `statuses` → `status`. */
export function singular(segment: string): string {
  return segment.replace(/(ies|sses|uses|s)$/, (ending) =>
    ending === 'ies' ? 'y' : ending === 'sses' ? 'ss' : ending === 'uses' ? 'us' : '',
  );
}

const camel = (words: string[]) =>
  words
    .flatMap((word) => word.split('_'))
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join('');

const isPlural = (segment: string) =>
  segment.endsWith('children') || (/s$/.test(segment) && !/(status|ss)$/.test(segment));

export function deriveOperationId(method: string, path: string): string {
  const verb = method.toUpperCase();
  const override = OVERRIDES[`${verb} ${path}`];
  if (override) return override;
  const [namespace, ...rest] = path.split('/').filter(Boolean);
  const words = NAMESPACES[namespace] ? [NAMESPACES[namespace]] : [];
  const segments = SIDES.has(rest[0]) ? rest.slice(1) : rest;
  if (segments.length < rest.length) words.push(rest[0]);
  let record = '';
  segments.forEach((segment, index) => {
    if (isParam(segment)) return;
    const own = record && segment.startsWith(`${record}_`) ? segment.slice(record.length + 1) : segment;
    const recordName = isParam(segments[index + 1] ?? '') ? singular(own) : own;
    words.push(recordName);
    record = isParam(segments[index + 1] ?? '') ? singular(segment) : '';
  });
  const last = segments.at(-1) ?? '';
  if (isParam(last)) return camel([...words, ON_RECORD[verb] ?? verb.toLowerCase()]);
  const literals = segments.filter((segment) => !isParam(segment));
  const onCollection = literals.length === 1 || isPlural(last);
  return camel(onCollection ? [...words, ON_COLLECTION[verb] ?? verb.toLowerCase()] : words);
}
