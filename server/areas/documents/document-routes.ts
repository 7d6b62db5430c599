import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderDocumentParams } from '../../../contract/documents';
import type { OrderSide } from '../../../contract/statuses';
import { z } from '../../../contract/zod';
import { routeOptions } from '../../openapi/route-options';
import { withTenant } from '../../plugins/auth';
import { prepareOrderDocument, renderOrderDocument } from './order-document';

/** RFC 6266/5987: an ASCII fallback and the Russian name in UTF-8. */
export const attachmentName = (name: string, ascii: string) =>
  `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The invoice and the УПД of an order as PDF, the same for the client's and the supplier's side. */
export const orderDocumentRoutes =
  (side: OrderSide, tags: string[]): FastifyPluginAsyncZod =>
  async (app) => {
    const route = routeOptions(tags, [401, 403, 404, 409, 422]);
    app.get(
      `/v1/${side}/orders/:id/documents/:kind`,
      route(
        { permission: `order_${side}_r` as const },
        'Документ заказа в PDF: invoice — счёт на оплату с QR-кодом, upd — УПД (после доставки)',
        { params: orderDocumentParams, response: { 200: z.any().meta({ description: 'Файл PDF' }) } },
      ),
      async (request, reply) => {
        const prepared = await withTenant(request, (tx) =>
          prepareOrderDocument(tx, request, side, request.params.id, request.params.kind),
        );
        const { pdf, fileName, asciiName } = await renderOrderDocument(prepared);
        return reply
          .type('application/pdf')
          .header('content-disposition', attachmentName(fileName, asciiName))
          .send(pdf);
      },
    );
  };
