import type { Meta, StoryObj } from '@storybook/react-vite';
import { DollarSign, ShoppingCart, TrendingUp, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { allSkins, IconBadge, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/IconBadge',
  component: IconBadge,
  args: {
    $tone: 'primary',
    $size: 2.75,
    $square: false,
    role: 'img',
    'aria-label': 'Revenue',
    children: <DollarSign aria-hidden />,
  },
  argTypes: {
    $tone: { control: 'select', options: tones },
    $size: { control: { type: 'range', min: 1.5, max: 5, step: 0.25 } },
  },
} satisfies Meta<typeof IconBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A circle of `$size` rem on its tone's tint; the icon takes a little over half of it. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: 'Revenue' });
    const rootFont = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(badge.getBoundingClientRect().width).toBeCloseTo(2.75 * rootFont, 0);
    await expect(getComputedStyle(badge).borderRadius).toBe('50%');
  },
};

/** A rounded square, as the statistics cards draw it. */
export const Square: Story = {
  args: { $square: true },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: 'Revenue' });
    await expect(getComputedStyle(badge).borderRadius).not.toBe('50%');
  },
};

const icons = [DollarSign, Users, ShoppingCart, TrendingUp, DollarSign, Users];

/** Each tone its own tint and icon colour. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      {tones.map((tone, i) => {
        const Icon = icons[i] ?? DollarSign;
        return (
          <IconBadge key={tone} {...args} $tone={tone} aria-label={tone}>
            <Icon aria-hidden />
          </IconBadge>
        );
      })}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getAllByRole('img');
    const backgrounds = new Set(badges.map((badge) => getComputedStyle(badge).backgroundColor));
    await expect(backgrounds.size).toBe(tones.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      {[2, 2.75, 3.5].map((size) => (
        <IconBadge key={size} {...args} $size={size} aria-label={`${size} rem`} />
      ))}
    </div>
  ),
};

/** Beside a figure, where the cards use it: decorative there (`aria-hidden`), the text says it all. */
export const BesideAFigure: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
      <IconBadge $tone={args.$tone} $size={args.$size} $square={args.$square} aria-hidden>
        <Users />
      </IconBadge>
      <div>
        <strong style={{ display: 'block', fontSize: '1.125rem' }}>8,458</strong>
        <span style={{ color: 'var(--c-muted)' }}>New customers</span>
      </div>
    </div>
  ),
};

export const AllSkins: Story = { ...Tones, play: undefined, parameters: allSkins };
