import { DEFAULT_MODULES } from '@contract/modules';
import { describe, expect, it } from 'vitest';
import { contractsPathFor } from '@/router/contracts-path';
import { session } from './fixtures/session';

const modules = (client: boolean, supplier: boolean) => ({
  ...DEFAULT_MODULES,
  module_client: client,
  module_supplier: supplier,
});

/** Issue 19, item 11: /contracts must not send a supplier to /no-access-module. */
describe('the short path /contracts', () => {
  it('leads a supplier-only user to the supplier’s contracts', () => {
    expect(contractsPathFor(session({ modules: modules(false, true) }), undefined)).toBe(
      '/supplier/contracts',
    );
  });
  it('leads a client to the client’s contracts, and a user of both to the side they last worked on', () => {
    expect(contractsPathFor(session({ modules: modules(true, false) }), 'supplier')).toBe(
      '/client/contracts',
    );
    expect(contractsPathFor(session({ modules: modules(true, true) }), undefined)).toBe('/client/contracts');
    expect(contractsPathFor(session({ modules: modules(true, true) }), 'supplier')).toBe(
      '/supplier/contracts',
    );
  });
  it('sends a user with neither module to /no-access-module', () => {
    expect(contractsPathFor(session({ modules: modules(false, false) }), 'client')).toBe('/no-access-module');
  });
});
