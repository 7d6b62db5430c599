import { clientPartnershipUpdate, partnershipIdParam } from '../../../contract/partnerships';
import { partnershipsRoutesFor } from './partnerships-side';

/** The client organization's suppliers (spec 001 §7 «Client partnerships and price lists»). */
export const clientPartnershipsRoutes = partnershipsRoutesFor({
  side: 'client',
  tag: 'Клиент: поставщики',
  paths: { list: '/v1/client/partnerships/', read: '/v1/client/partnerships/:partnershipId' },
  readParams: partnershipIdParam,
  updateBody: clientPartnershipUpdate,
  summaries: {
    list: 'Поставщики организации-клиента (поиск по названию или ИНН, статус)',
    read: 'Партнёрство с поставщиком',
    update: 'Принять или отклонить приглашение поставщика; точки продаж, которые он обслуживает',
    invite: 'Пригласить поставщиков по ИНН или e-mail',
  },
});
