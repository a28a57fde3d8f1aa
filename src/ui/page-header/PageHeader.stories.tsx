import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allSkins } from '../story/allSkins';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/Page header',
  component: PageHeader,
  args: { title: 'Analytics cards', description: 'Charts of tickets, sessions, revenue and orders.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics cards' })).toBeVisible();
    await expect(canvas.getByText('Charts of tickets, sessions, revenue and orders.')).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { description: undefined } };
export const AllSkins: Story = { parameters: allSkins };
