import { ContractsPage } from '@/components/contract-form/ContractsPage';

/** «Договоры» of the supplier side. */
export default function SupplierContractList() {
  return <ContractsPage side="supplier" />;
}
