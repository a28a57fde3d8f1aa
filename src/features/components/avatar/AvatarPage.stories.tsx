import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AvatarPage } from '@/features/components/avatar/AvatarPage';
import { publicUrl } from '@/lib/publicUrl';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Avatar',
  component: AvatarPage,
  parameters: { session: 'admin', route: '/components/avatar', ...pageParameters },
} satisfies Meta<typeof AvatarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A picture is put in only once it has loaded, and the initials of a broken one after a short
 * delay: wait for both, so the page is pictured whole.
 */
const picturesDrawn = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await waitFor(() =>
    expect(canvasElement.querySelectorAll(`img[src^="${publicUrl('/images/avatars/')}"]:not([hidden])`)).toHaveLength(
      20,
    ),
  );
  await within(canvasElement).findByRole('img', { name: 'Elif Yilmaz' });
};

/** Six examples: sizes, pictures and initials, tones, statuses, shapes and groups. */
export const Default: Story = {
  parameters: screenLooks,
  play: async (context) => {
    await picturesDrawn(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Avatar' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sizes',
      'Picture or initials',
      'Tones',
      'Status',
      'Shapes',
      'Groups',
    ]);
    // A picture names the person through its alt text; without one, the initials do.
    await expect(canvas.getByAltText('Bruno Costa')).toHaveAttribute('src', publicUrl('/images/avatars/1.svg'));
    await expect(canvas.getByRole('img', { name: 'Dana Whitfield' })).toHaveAttribute('data-initials', 'DW');
    // The picture that fails to load falls back to the initials.
    await expect(canvas.getByRole('img', { name: 'Elif Yilmaz' })).toHaveAttribute('data-initials', 'EY');
    await expect(canvas.getByRole('img', { name: 'Busy' })).toHaveAttribute('title', 'Busy');
    // Past `max`, the group counts the rest; each avatar's name shows on hover.
    await expect(canvas.getByRole('list', { name: 'Reviewers' })).toHaveTextContent('+3');
    await expect(canvas.getByLabelText('and 3 more')).toBeVisible();
    const owners = within(canvas.getByRole('list', { name: 'Project owners' })).getAllByRole('listitem');
    await expect(owners.map((item) => item.getAttribute('title'))).toEqual([
      'Quinn Avery',
      'Rosa Jimenez',
      'Sami Okafor',
    ]);
  },
};
