import { contractsResource } from '@/components/contract-form/resource';

export const clientContractsResource = contractsResource('client', () => import('./ClientContractList'));
