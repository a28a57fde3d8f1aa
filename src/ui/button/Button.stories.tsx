import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allSkins, Button, RIPPLE_MS, tones, ToolbarGroup } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Button', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'tint', 'text'] },
    tone: { control: 'select', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { variant: 'solid', tone: 'primary', size: 'md', loading: false, disabled: false },
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Button' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {(['solid', 'outline', 'tint', 'text'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
          {tones.map((tone) => (
            <Button key={tone} variant={variant} tone={tone}>
              {tone}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <ToolbarGroup>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </ToolbarGroup>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <ToolbarGroup>
      <Button {...args} startIcon={<Plus aria-hidden />}>
        Add user
      </Button>
      <Button {...args} variant="outline" tone="danger" endIcon={<Trash2 aria-hidden />}>
        Delete
      </Button>
      <Button {...args} iconOnly aria-label="Add">
        <Plus aria-hidden />
      </Button>
    </ToolbarGroup>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // It keeps keyboard focus while busy, unlike a disabled button.
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** The ripple lasts 500 ms: it appears on press and is gone after. */
/** Pretends the person does (or does not) ask for reduced motion, for one story. */
const prefersReducedMotion = (reduce: boolean) => () => {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({ ...original.call(window, query), matches: reduce, media: query } as MediaQueryList)
      : original.call(window, query);
  return () => {
    window.matchMedia = original;
  };
};

export const Ripple: Story = {
  args: { children: 'Press me' },
  beforeEach: prefersReducedMotion(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Press me' }));
    await expect(canvas.getByTestId('ripple')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByTestId('ripple')).not.toBeInTheDocument(), { timeout: RIPPLE_MS + 500 });
  },
};

/** With reduced motion asked for, a press shows no ripple. */
export const RippleReducedMotion: Story = {
  args: { children: 'Press me' },
  beforeEach: prefersReducedMotion(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Press me' }));
    await expect(canvas.queryByTestId('ripple')).not.toBeInTheDocument();
  },
};

export const AllSkins: Story = { ...Variants, parameters: allSkins };
