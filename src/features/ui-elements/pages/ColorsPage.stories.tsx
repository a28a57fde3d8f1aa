import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ColorsPage } from './ColorsPage';
import { pageParameters } from '../../../../.storybook/parameters';

const meta = {
  title: 'UI elements/Colors',
  component: ColorsPage,
  parameters: { layout: 'fullscreen', route: '/colors', endpoints: [], ...pageParameters },
} satisfies Meta<typeof ColorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    const copy = canvas.getByRole('button', { name: 'Copy var(--c-primary)' });
    await userEvent.click(copy);
    await expect(await canvas.findByRole('button', { name: 'Copied var(--c-primary)' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { skin: 'dark' } };
export const Bordered: Story = { globals: { skin: 'bordered' } };
export const Rtl: Story = { globals: { direction: 'rtl' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
