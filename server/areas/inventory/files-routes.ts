import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import { z } from '../../../contract/zod';
import type { Queryable } from '../../db/client';
import { routeOptions } from '../../openapi/route-options';
import { withTenant } from '../../plugins/auth';
import { attachmentName } from '../documents/document-routes';
import { stocktakingSheet, writeOffSheet } from '../documents/inventory-sheets';
import type { Sheet } from '../documents/sheet';
import { sheetPdf } from '../documents/sheet-pdf';
import { sheetXlsx } from '../documents/sheet-xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FORMATS = {
  pdf: { type: 'application/pdf', render: sheetPdf, what: 'для печати (PDF)' },
  xlsx: { type: XLSX, render: sheetXlsx, what: 'в Excel (.xlsx)' },
} as const;

const KINDS = [
  {
    base: '/v1/stocktaking_docs',
    tags: ['Инвентаризация'],
    name: 'Инвентаризация',
    permission: 'stocktaking_docs_client_r' as const,
    sheet: stocktakingSheet,
  },
  {
    base: '/v1/write_off_docs',
    tags: ['Списания'],
    name: 'Списание',
    permission: 'write_off_r' as const,
    sheet: writeOffSheet,
  },
];

/** Stocktakings and write-offs printed (PDF) and exported (Excel), from one sheet description each. */
export const inventoryFileRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of KINDS) {
    const route = routeOptions(kind.tags, [401, 403, 404]);
    for (const [format, { type, render, what }] of Object.entries(FORMATS)) {
      app.get(
        `${kind.base}/:id/${format}`,
        route({ permission: kind.permission }, `${kind.name} ${what}`, {
          params: idParam,
          response: { 200: z.any().meta({ description: `Файл ${format.toUpperCase()}` }) },
        }),
        async (request, reply) => {
          const sheet: Sheet = await withTenant(request, (tx: Queryable) =>
            kind.sheet(tx, request, request.params.id),
          );
          const file = await render(sheet);
          return reply
            .type(type)
            .header(
              'content-disposition',
              attachmentName(`${sheet.fileName}.${format}`, `${sheet.asciiName}.${format}`),
            )
            .send(file);
        },
      );
    }
  }
};
