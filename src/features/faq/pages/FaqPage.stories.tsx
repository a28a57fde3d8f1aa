import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { FaqPage } from '@/features/faq/pages/FaqPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/FAQ',
  component: FaqPage,
  parameters: { session: 'admin', route: '/pages/faq', endpoints: ['GET /faq/data'], ...pageParameters },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('tablist', { name: 'Categories' });
    await expect(within(tabs).getAllByRole('tab')).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Using Atrium' })).toBeVisible();
  },
};

/** Flow: another category by keyboard, then a question opened. */
export const Browse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('tab', { name: 'Using Atrium' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByText('How do I change my password?'));
    await expect(canvas.getByText(/then Security/)).toBeVisible();
  },
};

/** Flow: the server filters as the visitor types (one request per pause); matches open. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search the questions' }), 'password');
    await waitFor(() => expect(canvas.getAllByRole('tab')).toHaveLength(1));
    await expect(canvas.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(/then Security/)).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search the questions' }), 'zebra crossing');
    await expect(await canvas.findByText('No question matches “zebra crossing”')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('zebra crossing');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { faq: scenarios.loading(handlers.faq) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { faq: scenarios.serverError(handlers.faq) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The questions could not be loaded.')).toBeVisible();
  },
};
