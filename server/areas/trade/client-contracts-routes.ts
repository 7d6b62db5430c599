import { clientContractCreate, clientContractListQuery } from '../../../contract/contracts';
import { contractsRoutesFor } from './contracts-side';

/** Contracts of the client organization with its suppliers (spec 001 §7 «Client contracts»). */
export const clientContractsRoutes = contractsRoutesFor({
  side: 'client',
  tag: 'Клиент: договоры',
  partnerKey: 'supplier_organization_id',
  listQuery: clientContractListQuery,
  createBody: clientContractCreate,
  summaries: {
    list: 'Договоры с поставщиками (фильтр по статусам, поставщику, номеру)',
    create: 'Новый договор с поставщиком (черновик)',
  },
});
