import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reducedMotion } from '@/ui/carousel/emblaState';
import { CarouselPage } from '@/features/components/carousel/CarouselPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Carousel',
  component: CarouselPage,
  parameters: { session: 'admin', route: '/components/carousel', ...pageParameters },
} satisfies Meta<typeof CarouselPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A carousel by its name, once it can move, as a person sees it: its Next button turns enabled when
 * embla has measured the slides (until then a press does nothing, and there are no dots yet).
 */
async function carousel(canvasElement: HTMLElement, name: string) {
  const box = within(within(canvasElement).getByRole('region', { name }));
  await waitFor(() =>
    expect(box.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'false'),
  );
  return box;
}

/** What the autoplay button says at first: it plays by itself, except for a reader who asked for reduced motion. */
const autoplayStarts = () => (reducedMotion() ? 'Play the slides' : 'Pause the slides');

/** Four carousels, each on its first slide; the one that plays by itself waits under reduced motion. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Carousel');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pictures and captions',
      'Playing by itself',
      'With thumbnails',
      'Three at once',
    ]);
    await expect((await carousel(canvasElement, 'News')).getByRole('button', { name: autoplayStarts() })).toBeVisible();
    await expect(
      (await carousel(canvasElement, 'New arrivals')).getByRole('button', { name: 'Slide 1' }),
    ).toHaveAttribute('aria-current', 'true');
  },
};

/** Keyboard: Tab to the next button, Enter twice; then the arrow keys on the slides bring it back. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const arrivals = await carousel(canvasElement, 'New arrivals');
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
    const gallery = await carousel(canvasElement, 'Product pictures');
    await userEvent.click(gallery.getByRole('button', { name: 'Slide 4' }));
    await waitFor(() =>
      expect(gallery.getByRole('button', { name: 'Slide 4' })).toHaveAttribute('aria-current', 'true'),
    );
    await expect(gallery.getByRole('img', { name: 'The phone' })).toBeInTheDocument();
  },
};

/** Pause and play again (or play and pause, under reduced motion): the button says what it will do. */
export const PlayAndPause: Story = {
  play: async ({ canvasElement }) => {
    const news = await carousel(canvasElement, 'News');
    const first = autoplayStarts();
    const second = first === 'Play the slides' ? 'Pause the slides' : 'Play the slides';
    await userEvent.click(news.getByRole('button', { name: first }));
    await userEvent.click(news.getByRole('button', { name: second }));
    await expect(news.getByRole('button', { name: first })).toHaveFocus();
  },
};
