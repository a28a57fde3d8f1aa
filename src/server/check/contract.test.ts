import { describe, expect, it } from 'vitest';
import { contract, flowsToRun, selects, type ContractEndpoint } from './contract';
import { authFlow } from './flows/auth';
import { searchFlow } from './flows/search';

/** A contract of made-up domains: a shop whose checkout is a domain of its own, and billing. */
const endpoint = (domain: string, tag: string): ContractEndpoint => ({
  method: 'get',
  path: `/fixture/${domain}`,
  tag,
  summary: `The ${domain} fixture`,
  responses: { 200: { description: 'OK' } },
  key: `GET /fixture/${domain}`,
  domain,
  isProtected: true,
  isWrite: false,
});
const fixture = [endpoint('catalog', 'Shop'), endpoint('checkout', 'Shop'), endpoint('billing', 'Billing')];

describe('the flows the check runs', () => {
  it('leaves out a flow naming a domain the contract does not describe', () => {
    const billing = { domains: ['billing'] };
    const ledger = { domains: ['ledger'] };
    const both = { domains: ['billing', 'ledger'] };
    expect(flowsToRun([billing, ledger, both], selects(undefined), fixture)).toEqual([billing]);
    // A contract without notifications (pruned): the search flow, which needs both, is not run.
    const pruned = contract.filter((e) => e.domain !== 'notifications');
    expect(flowsToRun([authFlow, searchFlow], selects(undefined), pruned)).toEqual([authFlow]);
    expect(flowsToRun([authFlow, searchFlow], selects(undefined))).toEqual([authFlow, searchFlow]);
  });

  it('runs every flow against the whole contract, and with --only those covering the selection', () => {
    const shop = { domains: ['catalog', 'checkout'] };
    const billing = { domains: ['billing'] };
    expect(flowsToRun([shop, billing], selects(undefined), fixture)).toEqual([shop, billing]);
    // A domain, and a tag in any case.
    expect(flowsToRun([shop, billing], selects('checkout'), fixture)).toEqual([shop]);
    expect(flowsToRun([shop, billing], selects('SHOP'), fixture)).toEqual([shop]);
    expect(flowsToRun([shop, billing], selects('billing'), fixture)).toEqual([billing]);
    // The real flows of the domains every starter keeps: the navbar's notifications are the search flow's.
    expect(flowsToRun([authFlow, searchFlow], selects('Notifications'))).toEqual([searchFlow]);
    expect(flowsToRun([authFlow, searchFlow], selects('auth'))).toEqual([authFlow]);
  });
});

describe('--only', () => {
  it("selects by an endpoint's tag in any case or by its domain, and nothing else", () => {
    const chosen = (only: string) => fixture.filter(selects(only)).map((e) => e.domain);
    expect(chosen('shop')).toEqual(['catalog', 'checkout']);
    expect(chosen(' Shop ')).toEqual(['catalog', 'checkout']);
    expect(chosen('checkout')).toEqual(['checkout']);
    expect(chosen('CATALOG')).toEqual(['catalog']);
    expect(chosen('invoices')).toEqual([]);
  });
});
