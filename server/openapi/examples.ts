/** Request and response examples of the main calls, shown in /docs and checked against the schemas by lint. */

const orderLine = {
  id: 5001,
  good_id: 301,
  good_name: 'Молоко 3,2 %, 1 л',
  good_code: 'MLK-32',
  measure_name: 'шт',
  vat_rate: 10,
  quantity: '24.000',
  price: '89.90',
  amount: '2157.60',
  comment: null,
  ordered_quantity: null,
  ordered_price: null,
  changed_by_supplier: false,
  removed: false,
  agreed_quantity: null,
  agreed_price: null,
  agreed_removed: false,
  awaits_consent: false,
};

const order = {
  id: 1042,
  number: 1042,
  client_organization_id: 3,
  client_organization_name: 'ООО «Ромашка»',
  supplier_organization_id: 5,
  supplier_organization_name: 'АО «Молочный двор»',
  sales_point_id: 7,
  sales_point_name: 'Кафе на Ленина',
  sales_point_address: 'г. Екатеринбург, ул. Ленина, 10',
  sales_point_time_zone: 'Asia/Yekaterinburg',
  contract_id: null,
  contract_number: null,
  status_id: 2,
  comment: 'Доставка до 10:00',
  supplier_comment: null,
  due_delivery_datetime: '2026-11-26T05:00:00.000Z',
  total_lines_counter: 1,
  total_amount: '2157.60',
  version: 2,
  created_by: 12,
  created_by_name: 'Ирина Покупкина',
  created_at: '2026-11-24T09:15:00.000Z',
  updated_at: '2026-11-24T09:15:00.000Z',
  has_supplier_changes: false,
  consent_return_status_id: null,
  allowed_transitions: [4],
  items: [orderLine],
};

const importFile = {
  id: 17,
  organization_id: 5,
  file_name: 'товары.xlsx',
  file_type: 'xlsx',
  status: 'analysed',
  headers: ['Наименование', 'Артикул', 'Цена', 'Склад'],
  mapping: { Наименование: 'name', Артикул: 'code', Цена: 'price' },
  unmapped_headers: ['Склад'],
  missing_keys: [],
  created_at: '2026-11-24T09:20:00.000Z',
  applied_at: null,
  user_name: 'Пётр Поставщиков',
  rows_total: 120,
  rows_new: 15,
  rows_update: 98,
  rows_unchanged: 5,
  rows_error: 2,
};

const salesPoint = {
  id: 7,
  organization_id: 3,
  organization_name: 'ООО «Ромашка»',
  name: 'Бар «Полночь» на Красном проспекте',
  address: 'Красный проспект, 25',
  city_id: null,
  city_name: null,
  region_id: null,
  phone: '+7 383 200-10-20',
  working_hours: { fri: { from: '18:00', to: '03:00' }, sat: { from: '18:00', to: '03:00' } },
  time_zone: 'Asia/Novosibirsk',
  is_active: true,
  created_at: '2026-11-24T09:15:00.000Z',
  updated_at: '2026-11-24T09:15:00.000Z',
};

export interface OperationExamples {
  request?: unknown;
  responses?: Record<string, unknown>;
}

/** By operationId. */
export const EXAMPLES: Record<string, OperationExamples> = {
  usersLogin: {
    request: { username: 'buyer@romashka.ru', password: 'пароль-покупателя' },
    responses: {
      200: { access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjEyfQ.c2lnbmF0dXJl', token_type: 'bearer' },
      401: { detail: 'Неверный e-mail или пароль', code: 'INVALID_CREDENTIALS' },
    },
  },
  clientOrderCreate: {
    request: {
      supplier_organization_id: 5,
      sales_point_id: 7,
      due_delivery_datetime: '2026-11-26T10:00:00+05:00',
      comment: 'Доставка до 10:00',
      lines: [{ good_id: 301, quantity: '24' }],
      send: true,
    },
    responses: {
      201: order,
      422: {
        detail: 'Проверьте тело запроса: Добавьте в заказ хотя бы один товар',
        code: 'VALIDATION_ERROR',
        fields: { lines: 'Добавьте в заказ хотя бы один товар' },
      },
    },
  },
  clientOrderChangeStatus: {
    request: { comment: 'Передумали, закажем позже', version: 2 },
    responses: {
      200: { ...order, status_id: 4, version: 3, allowed_transitions: [] },
      409: {
        detail: 'Заказ уже изменён другим пользователем — обновите страницу и повторите',
        code: 'STALE_VERSION',
      },
    },
  },
  supplierOrderChangeStatus: {
    request: { comment: 'Принят, доставим утром', version: 2 },
    responses: { 200: { ...order, status_id: 3, version: 3, allowed_transitions: [8, 10] } },
  },
  salesPointsCreate: {
    request: {
      name: salesPoint.name,
      address: salesPoint.address,
      phone: salesPoint.phone,
      working_hours: salesPoint.working_hours,
      time_zone: 'Asia/Novosibirsk',
    },
    responses: {
      201: salesPoint,
      422: {
        detail: 'Проверьте тело запроса: Часовой пояс: один из Europe/Kaliningrad, Europe/Moscow, …',
        code: 'VALIDATION_ERROR',
        fields: { time_zone: 'Часовой пояс: один из Europe/Kaliningrad, Europe/Moscow, …' },
      },
    },
  },
  supplierPartnershipUpdate: {
    request: {
      delivery_weekdays: [1, 3, 5],
      order_cutoff_time: '14:00',
      delivery_windows: [
        { from: '08:00', to: '12:00' },
        { from: '22:00', to: '02:00' },
      ],
    },
  },
  importGoodsUpload: {
    request: { file: 'товары.xlsx', mapping: '{"Наименование":"name","Артикул":"code","Цена":"price"}' },
    responses: {
      200: importFile,
      413: { detail: 'Файл больше 20 МБ — разделите его на части', code: 'PAYLOAD_TOO_LARGE' },
    },
  },
};
