import { supplierContractCreate, supplierContractListQuery } from '../../../contract/contracts';
import { contractsRoutesFor } from './contracts-side';

/** Contracts of the supplier organization with its clients (spec 001 §7 «Supplier contracts»). */
export const supplierContractsRoutes = contractsRoutesFor({
  side: 'supplier',
  tag: 'Поставщик: договоры',
  partnerKey: 'client_organization_id',
  listQuery: supplierContractListQuery,
  createBody: supplierContractCreate,
  summaries: {
    list: 'Договоры с клиентами (фильтр по статусам, клиенту, номеру)',
    create: 'Новый договор с клиентом (черновик)',
  },
});
