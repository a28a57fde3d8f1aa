import { expect, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';

type Handlers = typeof handlers;

// What the cards' stories share: their loading and failing parameters, and the checks of both states.

/** The endpoints of the cards' data (`parameters.endpoints` of the screens that show cards). */
export const cardEndpoints = [
  'GET /card/card-analytics/:name',
  'GET /card/card-dashboard/:name',
  'GET /card/card-statistics/:name',
];

/**
 * The demo-server domains the cards read: their own, and the invoices of the invoice cards (absent
 * from a starter pruned of the invoice app, whose chart pages still show cards).
 */
const cardDomains = <T>(scenario: (domain: Handlers[keyof Handlers]) => T) => ({
  msw: {
    handlers: Object.fromEntries(
      Object.entries(handlers)
        .filter(([domain]) => domain === 'cards' || domain === 'invoices')
        .map(([domain, handler]) => [domain, scenario(handler)]),
    ) as Record<string, T>,
  },
});

/** Story parameters: every card request (content and invoices) never answers. */
export const whileLoading = cardDomains((domain) => scenarios.loading(domain));

/** Story parameters: every card request fails with a 500. */
export const failing = cardDomains((domain) => scenarios.serverError(domain));

/**
 * The card waits as a skeleton of its loaded size: the card itself is drawn (from placeholder values)
 * but hidden from assistive technology, and one status says it is loading.
 */
export async function expectLoading(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  await expect(canvasElement.querySelector('[aria-busy] [inert] section')).toBeInTheDocument();
  await expect(canvas.queryByRole('heading')).toBeNull();
}

/** The card says what failed, with the server's words and a retry. */
export async function expectFailed(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(`${title} could not be loaded.`)).toBeVisible();
  await expect(canvas.getByText('The server could not handle the request.')).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
}
