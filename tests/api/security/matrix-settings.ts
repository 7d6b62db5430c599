import type { MatrixContext, MatrixSection } from './matrix-case';
import { buyer, client, del, get, pngUpload, post, put } from './matrix-case';

/** The victim is the client organization «Вкусный двор»; the buyer there holds no settings rights. */

const buyerRole = (ctx: MatrixContext) =>
  ctx.one("SELECT id FROM roles WHERE organization_id = $1 AND name = 'Закупщик'", [client(ctx)]);

export const usersAndDictionaries: MatrixSection = {
  'POST /v1/users/login': null,
  'POST /v1/users/signup': null,
  'GET /v1/users/forgot_password': null,
  'GET /v1/users/change_password': null,
  'POST /v1/users/change_password': null,
  'GET /v1/users/verify_email': null,
  'POST /v1/client_errors': null,
  'POST /v1/users/logout': { request: () => post('/v1/users/logout') },
  'GET /v1/users/me': { request: () => get('/v1/users/me') },
  'PUT /v1/users/': { request: () => put('/v1/users/', { name: 'Чужой' }) },
  'GET /v1/dictionaries/addr_countries': null,
  'GET /v1/dictionaries/addr_regions': null,
  'GET /v1/dictionaries/addr_cities': null,
  'GET /v1/dictionaries/contract_statuses': { request: () => get('/v1/dictionaries/contract_statuses') },
  'GET /v1/dictionaries/stocktaking_statuses': {
    request: () => get('/v1/dictionaries/stocktaking_statuses'),
  },
  'GET /v1/dictionaries/write_off_statuses': { request: () => get('/v1/dictionaries/write_off_statuses') },
  'GET /v1/dictionaries/order_statuses': {
    request: () => get('/v1/dictionaries/order_statuses', { by_context: 'all' }),
  },
  'GET /v1/dictionaries/write_off_reason/': { request: () => get('/v1/dictionaries/write_off_reason/') },
  'GET /v1/dictionaries/import_goods_keys': { request: () => get('/v1/dictionaries/import_goods_keys') },
};

export const organizations: MatrixSection = {
  'GET /v1/organizations/': { request: () => get('/v1/organizations/') },
  'GET /v1/organizations/:id': {
    request: (ctx) => get(`/v1/organizations/${client(ctx)}`),
    weakMember: buyer,
  },
  'POST /v1/organizations/': {
    request: () =>
      post('/v1/organizations/', {
        name: 'ООО «Аноним»',
        inn: null,
        kpp: null,
        ogrn: null,
        module_client: true,
        module_supplier: false,
        module_inventory: false,
        module_setting: true,
        module_news: true,
      }),
  },
  'GET /v1/organizations/:id/token': {
    request: (ctx) => get(`/v1/organizations/${client(ctx)}/token`),
    weakMember: buyer,
  },
  'PUT /v1/organizations/:id/token': {
    request: (ctx) => put(`/v1/organizations/${client(ctx)}/token`),
    weakMember: buyer,
  },
  'PUT /v1/organizations/:id': {
    request: (ctx) => put(`/v1/organizations/${client(ctx)}`, { name: 'Захвачено' }),
    weakMember: buyer,
  },
  'DELETE /v1/organizations/:id': {
    request: (ctx) => del(`/v1/organizations/${client(ctx)}`),
    weakMember: buyer,
  },
  'POST /v1/organizations/:id/logo_file_assets': {
    request: (ctx) => pngUpload(`/v1/organizations/${client(ctx)}/logo_file_assets`, 'logo.png'),
    weakMember: buyer,
  },
  'DELETE /v1/organizations/:id/logo_file_assets': {
    request: (ctx) => del(`/v1/organizations/${client(ctx)}/logo_file_assets`),
    weakMember: buyer,
  },
  'POST /v1/organizations/:id/organization_public_info': {
    request: (ctx) =>
      post(`/v1/organizations/${client(ctx)}/organization_public_info`, {
        description: 'Захвачено',
        phone: null,
        email: null,
        website: null,
        bik: null,
        settlement_account: null,
        correspondent_account: null,
      }),
    weakMember: buyer,
  },
  'GET /v1/users/invitations': { request: () => get('/v1/users/invitations') },
  'POST /v1/users/invitations/:id/accept': { request: () => post('/v1/users/invitations/999999/accept') },
  'POST /v1/users/invitations/:id/decline': { request: () => post('/v1/users/invitations/999999/decline') },
  'GET /v1/organizations/:id/invitations': {
    request: (ctx) => get(`/v1/organizations/${client(ctx)}/invitations`),
    weakMember: buyer,
  },
  'DELETE /v1/organizations/:id/membership': {
    request: (ctx) => del(`/v1/organizations/${client(ctx)}/membership`),
  },
  'POST /v1/organizations/invite_user': {
    request: async (ctx) =>
      post('/v1/organizations/invite_user', {
        organization_id: client(ctx),
        email: 'spy@other.demo',
        role_id: await buyerRole(ctx),
      }),
    weakMember: buyer,
  },
};

export const rolesAndUsers: MatrixSection = {
  'GET /v1/roles/permissions_list/': { request: () => get('/v1/roles/permissions_list/') },
  'GET /v1/roles': {
    request: (ctx) => get('/v1/roles', { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'GET /v1/roles/roles_bulk': {
    request: (ctx) => get('/v1/roles/roles_bulk', { organization_ids: [client(ctx)] }),
    outsider: 'empty',
    weakMember: { user: 'buyer', status: 'empty' },
  },
  'GET /v1/roles/:id': { request: (ctx) => get(`/v1/roles/${ctx.id('role:chef')}`), weakMember: buyer },
  'POST /v1/roles/': {
    request: (ctx) =>
      post('/v1/roles/', { organization_id: client(ctx), name: 'Шпион', permissions: ['good_r'] }),
    weakMember: buyer,
  },
  'PUT /v1/roles': {
    request: (ctx) =>
      put('/v1/roles', { name: 'Шпион', permissions: ['good_r'] }, { role_id: ctx.id('role:chef') }),
    weakMember: buyer,
  },
  'DELETE /v1/roles/:id': {
    request: (ctx) => del(`/v1/roles/${ctx.id('role:chef')}`, { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'GET /v1/roles/user_access_controls': {
    request: (ctx) =>
      get('/v1/roles/user_access_controls', {
        organization_id: client(ctx),
        user_id: ctx.id('user:storekeeper'),
      }),
    weakMember: buyer,
  },
  'PUT /v1/roles/user_access_controls': {
    request: async (ctx) =>
      put('/v1/roles/user_access_controls', {
        organization_id: client(ctx),
        user_id: ctx.id('user:storekeeper'),
        role_ids: [await buyerRole(ctx)],
      }),
    weakMember: buyer,
  },
  'GET /v1/user_roles/': {
    request: (ctx) => get('/v1/user_roles/', { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'POST /v1/user_roles': {
    request: async (ctx) =>
      post('/v1/user_roles', undefined, {
        organization_id: client(ctx),
        user_id: ctx.id('user:storekeeper'),
        role_id: await buyerRole(ctx),
      }),
    weakMember: buyer,
  },
  'DELETE /v1/user_roles': {
    request: async (ctx) =>
      del('/v1/user_roles', {
        organization_id: client(ctx),
        user_id: ctx.id('user:buyer'),
        role_id: await buyerRole(ctx),
      }),
    weakMember: buyer,
  },
};

const point = (ctx: MatrixContext) => ctx.id('sp:tverskaya');
const pointBody = { name: 'Захвачено', address: null, working_hours: {}, is_active: true };

export const salesPoints: MatrixSection = {
  'GET /v1/sales_points/': { request: (ctx) => get('/v1/sales_points/', { organization_id: client(ctx) }) },
  'GET /v1/sales_points/:id': { request: (ctx) => get(`/v1/sales_points/${point(ctx)}`) },
  'POST /v1/sales_points/': {
    request: (ctx) => post('/v1/sales_points/', pointBody, { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'PUT /v1/sales_points/:id': {
    request: (ctx) => put(`/v1/sales_points/${point(ctx)}`, pointBody),
    weakMember: buyer,
  },
  'DELETE /v1/sales_points/:id': {
    request: (ctx) => del(`/v1/sales_points/${point(ctx)}`),
    weakMember: buyer,
  },
  'GET /v1/client/sales_points/': {
    request: (ctx) => get('/v1/client/sales_points/', { organization_id: client(ctx) }),
  },
  'GET /v1/client/sales_points/:id': { request: (ctx) => get(`/v1/client/sales_points/${point(ctx)}`) },
};
