import { EXAMPLES } from './examples';

export type Operation = Record<string, unknown> & {
  operationId?: string;
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
};
export type Paths = Record<string, Record<string, Operation>>;
type MediaType = { schema?: unknown; example?: unknown };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const binary = { type: 'string', format: 'binary' };
const image = { ...binary, description: 'JPEG, PNG, GIF или WebP' };

/** Calls that read multipart/form-data themselves (no body schema at runtime): their form fields. */
const MULTIPART: Record<string, { properties: Record<string, unknown>; required: string[] }> = {
  organizationLogoUpload: {
    properties: { upload_file: { ...image, description: 'Логотип до 2 МБ (поле может называться и file)' } },
    required: ['upload_file'],
  },
  goodImagesUpload: {
    properties: {
      file: { type: 'array', items: image, description: 'Изображения до 5 МБ; первое — обложка' },
    },
    required: ['file'],
  },
  importGoodsUpload: {
    properties: {
      file: { ...binary, description: '.xlsx или .csv до 20 МБ' },
      mapping: {
        type: 'string',
        description: 'JSON «заголовок колонки → поле импорта»; пусто — по заголовкам',
      },
    },
    required: ['file'],
  },
  importGoodUploadFileCommerceml: {
    properties: {
      file: {
        type: 'array',
        items: binary,
        description: 'import.xml и offers.xml из выгрузки 1С или один .zip с ними, до 20 МБ',
      },
    },
    required: ['file'],
  },
  supplierPostImageUpload: { properties: { file: image }, required: ['file'] },
  adminPostImageUpload: { properties: { file: image }, required: ['file'] },
  supplierPostEditorImageUpload: { properties: { upload_file: image }, required: ['upload_file'] },
  adminPostEditorImageUpload: { properties: { upload_file: image }, required: ['upload_file'] },
};

/** Calls that answer with a file instead of JSON (of one of several types, where listed). */
const FILE_RESPONSES: Record<string, { type: string | string[]; description: string }> = {
  clientOrdersExport: { type: XLSX, description: 'Заказы в Excel' },
  supplierOrdersExport: { type: XLSX, description: 'Заказы в Excel' },
  importGoodsTemplate: { type: XLSX, description: 'Шаблон импорта товаров' },
  importGoodsFileErrorRows: { type: XLSX, description: 'Строки с ошибками' },
  clientOrderDocumentGet: { type: 'application/pdf', description: 'Счёт на оплату или УПД (PDF)' },
  supplierOrderDocumentGet: { type: 'application/pdf', description: 'Счёт на оплату или УПД (PDF)' },
  stocktakingDocPdf: { type: 'application/pdf', description: 'Инвентаризационная опись (PDF)' },
  stocktakingDocXlsx: { type: XLSX, description: 'Инвентаризация в Excel' },
  writeOffDocPdf: { type: 'application/pdf', description: 'Акт списания (PDF)' },
  writeOffDocXlsx: { type: XLSX, description: 'Списание в Excel' },
  supplierOrdersExportCommerceml: {
    type: 'application/xml',
    description: 'orders.xml для 1С (CommerceML 2)',
  },
  jobFile: {
    type: [XLSX, 'application/xml'],
    description: 'Файл задачи: заказы в Excel или orders.xml для 1С (CommerceML 2)',
  },
};

/** GET /v1/events answers a stream of Server-Sent Events, each `data:` a LiveEvent (contract/events.ts). */
const EVENT_STREAM: Record<string, { description: string; example: string }> = {
  eventsList: {
    description:
      'Поток text/event-stream: на каждое событие строки `id:` и `data:` (JSON LiveEvent), раз в 15 с ' +
      'строка-комментарий `: ping`. Доставляются только события об объектах, которые пользователь может ' +
      'читать сейчас. Заголовок Last-Event-ID (или параметр last_event_id) продолжает после обрыва; ' +
      'события хранятся сутки.',
    example:
      'retry: 2000\n\nid: 42\ndata: {"id":42,"type":"order.sent","resource":"orders","object_id":7,' +
      '"organization_ids":[2],"summary":"Новый заказ № 15 от ООО «Вкусный двор» на сумму 3 299,00 ₽",' +
      '"data":{"number":15,"status_id":2},"created_at":"2026-11-25T10:00:00.000Z"}\n\n: ping\n\n',
  },
};

/** The login form is form-urlencoded (OAuth2 password style); JSON is accepted as well. */
const ALSO_FORM = new Set(['usersLogin']);

function documentOperation(operation: Operation): Operation {
  const id = operation.operationId ?? '';
  const documented: Operation = { ...operation, responses: { ...operation.responses } };
  const form = MULTIPART[id];
  if (form) {
    documented.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', ...form } } },
    };
  }
  const file = FILE_RESPONSES[id];
  if (file) {
    documented.responses['200'] = {
      description: file.description,
      content: Object.fromEntries([file.type].flat().map((type) => [type, { schema: binary }])),
    };
  }
  const stream = EVENT_STREAM[id];
  if (stream) {
    documented.responses['200'] = {
      description: stream.description,
      content: { 'text/event-stream': { schema: { type: 'string' }, example: stream.example } },
    };
  }
  if (ALSO_FORM.has(id) && documented.requestBody) {
    const json = documented.requestBody.content['application/json'];
    documented.requestBody = {
      ...documented.requestBody,
      content: { 'application/x-www-form-urlencoded': json, 'application/json': json },
    };
  }
  for (const [status, response] of Object.entries(documented.responses)) {
    if (response.description === 'Default Response' && status.startsWith('2')) {
      documented.responses[status] = { ...response, description: 'Успешный ответ' };
    }
  }
  return withExamples(documented);
}

function withExamples(operation: Operation): Operation {
  const examples = EXAMPLES[operation.operationId ?? ''];
  if (!examples) return operation;
  const withExample = (content: Record<string, MediaType> | undefined, value: unknown) =>
    content &&
    Object.fromEntries(Object.entries(content).map(([type, media]) => [type, { ...media, example: value }]));
  if (operation.requestBody && examples.request !== undefined) {
    operation.requestBody = {
      ...operation.requestBody,
      content: withExample(operation.requestBody.content, examples.request) ?? {},
    };
  }
  for (const [status, value] of Object.entries(examples.responses ?? {})) {
    const response = operation.responses[status];
    if (!response) throw new Error(`Example for ${operation.operationId} ${status}: no such response`);
    operation.responses[status] = { ...response, content: withExample(response.content, value) };
  }
  return operation;
}

/** Multipart and file calls described, success responses named, examples of the main calls. */
export function applyOperationDocs(paths: Paths): Paths {
  return Object.fromEntries(
    Object.entries(paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [method, documentOperation(operation)]),
      ),
    ]),
  );
}
