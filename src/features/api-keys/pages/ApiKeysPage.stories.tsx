import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { fixClock } from '@/stories/support/clock';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { expectCopied, spyOnClipboard } from '@/stories/support/clipboard';
import { ApiKeysPage } from '@/features/api-keys/pages/ApiKeysPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/API keys',
  component: ApiKeysPage,
  parameters: {
    session: 'admin',
    route: '/pages/api-key',
    endpoints: ['GET /api/api-keys', 'POST /api/api-keys', 'DELETE /api/api-keys/:id'],
    ...pageParameters,
  },
  // The seeded keys are dated back from the demo server's clock, and "last used" counts from the
  // app's: both fixed, so the pictures do not change with the date.
  beforeEach: fixClock,
} satisfies Meta<typeof ApiKeysPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'API keys' }))
    .getAllByRole('row')
    .slice(1);
const names = async (canvasElement: HTMLElement) =>
  (await rows(canvasElement)).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** The three seeded keys, newest first, each masked to its last four characters. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 keys of 10')).toBeVisible();
    await expect(await names(canvasElement)).toEqual([
      'Staging mobile app',
      'Reporting dashboard',
      'Server integration',
    ]);
    const [newest, , oldest] = await rows(canvasElement);
    await expect(within(newest!).getAllByRole('cell')[1]).toHaveTextContent('atr_••••••••ending in Qm7e');
    await expect(within(newest!).getByText('Never')).toBeVisible();
    await expect(within(oldest!).getByText('Full access')).toBeVisible();
    await expect(within(oldest!).getByText('1 hour ago')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { apiKeys: scenarios.loading(handlers.apiKeys) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { apiKeys: scenarios.respondWith(handlers.apiKeys, { keys: [] }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No API keys yet')).toBeVisible();
    await expect(canvas.getByText('0 keys of 10')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { apiKeys: scenarios.serverError(handlers.apiKeys) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The API keys could not be loaded.')).toBeVisible();
  },
};

/** The demo server's random secrets made predictable for one story, so its picture never changes. */
const predictableSecrets = () => {
  const original = crypto.getRandomValues.bind(crypto);
  let seed = 7;
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    const bytes = new Uint8Array(array!.buffer, array!.byteOffset, array!.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = seed = (seed * 73 + 41) % 251;
    return array;
  };
  return () => {
    crypto.getRandomValues = original;
  };
};

/**
 * Flow: a key is created; its secret shows once, with the focus on Copy, and Copy puts it on the
 * clipboard. Closed, the dialog forgets it: the list shows the new key masked, first.
 */
export const CreateAndCopy: Story = {
  parameters: { a11y: openOverlayA11y },
  beforeEach: [predictableSecrets, spyOnClipboard],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 keys of 10');
    await step('name it and choose its access', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /Key name/ }), 'Billing export');
      await userEvent.click(canvas.getByRole('combobox', { name: /Access/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Read only' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your new key: Billing export' });
    const secret = within(dialog).getByText(/^atr_[A-Za-z0-9]{40}$/).textContent!;
    const copy = within(dialog).getByRole('button', { name: 'Copy the key' });
    await waitFor(() => expect(copy).toHaveFocus());
    await step('copy it', async () => {
      await userEvent.keyboard('{Enter}');
      await expectCopied(secret);
      await expect(within(dialog).getByRole('status')).toHaveTextContent('Copied to the clipboard');
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('4 keys of 10')).toBeVisible();
    await expect((await names(canvasElement))[0]).toBe('Billing export');
    await expect(canvasElement.textContent).not.toContain(secret);
    await expect(canvas.getByRole('textbox', { name: /Key name/ })).toHaveValue('');
  },
};

/** Flow: the form's own rules, then the server's: a name already in use shows at the field, and stays. */
export const RefusedName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 keys of 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    await expect(await canvas.findByText('Give the key a name.')).toBeVisible();
    await expect(canvas.getByText('Choose what the key may do.')).toBeVisible();
    const name = canvas.getByRole('textbox', { name: /Key name/ });
    await userEvent.type(name, 'reporting dashboard');
    await userEvent.click(canvas.getByRole('combobox', { name: /Access/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Full access' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    await expect(await canvas.findByText('A key with this name already exists.')).toBeVisible();
    await expect(name).toHaveValue('reporting dashboard');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Flow: revoking asks first; Cancel keeps the key, Revoke removes it and says so. */
export const Revoke: Story = {
  parameters: { a11y: openOverlayA11y },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 keys of 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Reporting dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    await expect(dialog).toHaveTextContent('Anything that uses “Reporting dashboard” stops working at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Revoke Reporting dashboard' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Reporting dashboard' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    const toast = await screen.findByText('“Reporting dashboard” is revoked.');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(await canvas.findByText('2 keys of 10')).toBeVisible();
    await expect(await names(canvasElement)).toEqual(['Staging mobile app', 'Server integration']);
  },
};
