import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { PricingPage } from '@/features/pricing/pages/PricingPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Pricing',
  component: PricingPage,
  parameters: { session: 'admin', route: '/pages/pricing', endpoints: ['GET /pricing/data'], ...pageParameters },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo data's prices, paid monthly. */
export const Monthly: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standard = within(await canvas.findByRole('listitem', { name: 'Standard' }));
    await expect(standard.getByText('$49')).toBeVisible();
    await expect(standard.getByText('Popular')).toBeVisible();
    await expect(within(canvas.getByRole('listitem', { name: 'Basic' })).getByText('$0')).toBeVisible();
  },
};

/** Flow: billed yearly, each plan shows its monthly share and the year's total; the saving is the demo data's best. */
export const Yearly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Billed yearly' }));
    const enterprise = within(canvas.getByRole('listitem', { name: 'Enterprise' }));
    await expect(enterprise.getByText('$80')).toBeVisible();
    await expect(enterprise.getByText('$960 a year')).toBeVisible();
    await expect(canvas.getByText('Save up to 19%')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { pricing: scenarios.loading(handlers.pricing) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { pricing: scenarios.serverError(handlers.pricing) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The plans could not be loaded.')).toBeVisible();
  },
};
