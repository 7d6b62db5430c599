import { ContractsPage } from '@/components/contract-form/ContractsPage';

/** «Договоры» of the client side. */
export default function ClientContractList() {
  return <ContractsPage side="client" />;
}
