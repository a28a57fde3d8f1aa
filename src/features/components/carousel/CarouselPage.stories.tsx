import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CarouselPage } from './CarouselPage';
import { pageParameters } from '../../../../.storybook/parameters';

const meta = {
  title: 'UI elements/Components/Carousel',
  component: CarouselPage,
  parameters: { session: 'admin', route: '/components/carousel', ...pageParameters },
} satisfies Meta<typeof CarouselPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const carousel = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** Four carousels, each on its first slide; the one that plays by itself waits (the tests run with reduced motion). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Carousel');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pictures and captions',
      'Playing by itself',
      'With thumbnails',
      'Three at once',
    ]);
    await expect(carousel(canvasElement, 'News').getByRole('button', { name: 'Play the slides' })).toBeVisible();
    await expect(carousel(canvasElement, 'New arrivals').getByRole('button', { name: 'Slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Keyboard: Tab to the next button, Enter twice; then the arrow keys on the slides bring it back. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const arrivals = carousel(canvasElement, 'New arrivals');
    arrivals.getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{Enter}{Enter}');
    await waitFor(() =>
      expect(arrivals.getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true'),
    );
    within(canvasElement)
      .getByRole('region', { name: 'New arrivals' })
      .querySelector<HTMLElement>('[aria-live]')!
      .focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(arrivals.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

/** A thumbnail opens its picture and shows it is the one on. */
export const PickAThumbnail: Story = {
  play: async ({ canvasElement }) => {
    const gallery = carousel(canvasElement, 'Product pictures');
    await userEvent.click(gallery.getByRole('button', { name: 'Slide 4' }));
    await waitFor(() =>
      expect(gallery.getByRole('button', { name: 'Slide 4' })).toHaveAttribute('aria-current', 'true'),
    );
    await expect(gallery.getByRole('img', { name: 'The phone' })).toBeInTheDocument();
  },
};

/** Play, then pause: the button says what it will do. */
export const PlayAndPause: Story = {
  play: async ({ canvasElement }) => {
    const news = carousel(canvasElement, 'News');
    await userEvent.click(news.getByRole('button', { name: 'Play the slides' }));
    await userEvent.click(news.getByRole('button', { name: 'Pause the slides' }));
    await expect(news.getByRole('button', { name: 'Play the slides' })).toHaveFocus();
  },
};
