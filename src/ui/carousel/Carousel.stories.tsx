import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { allSkins, Carousel, reducedMotion, type CarouselSlide } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const pictures = ['laptop', 'camera', 'headphones', 'watch', 'speaker'];
const slides: CarouselSlide[] = pictures.map((name) => ({
  id: name,
  content: (
    <figure style={{ margin: 0, display: 'grid', gap: '0.5rem', padding: '1rem', background: 'var(--c-body)' }}>
      <img src={`/images/products/${name}.svg`} alt="" style={{ blockSize: '10rem', objectFit: 'contain' }} />
      <figcaption style={{ textAlign: 'center', textTransform: 'capitalize' }}>{name}</figcaption>
    </figure>
  ),
  thumbnail: <img src={`/images/products/${name}.svg`} alt="" />,
}));

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { label: 'Featured products', slides },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits until the carousel can move, as a person sees it: its Next button turns enabled once embla
 * has measured the slides (until then a press does nothing).
 */
const ready = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(within(canvasElement).getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'false'),
  );

const current = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button', { name: /^Slide \d$/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

/** Next and previous buttons, and a dot per slide; at the ends the buttons say they cannot go on. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Featured products' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(canvas.getAllByRole('group', { name: /of 5$/ })).toHaveLength(5);
    await ready(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(current(canvasElement)).toBe(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 5' }));
    await waitFor(() => expect(current(canvasElement)).toBe(4));
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Keyboard: with the slides focused, the arrow keys move; in a loop, past the last comes the first. */
export const KeyboardLoop: Story = {
  args: { loop: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const slidesBox = canvasElement.querySelector<HTMLElement>('[aria-live]')!;
    slidesBox.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(current(canvasElement)).toBe(4));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(current(canvasElement)).toBe(0));
  },
};

/** Thumbnails instead of dots, each one a button to its slide. */
export const Thumbnails: Story = {
  args: { thumbnails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 3' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

/**
 * Autoplay: it starts by itself, except for a reader who asked for reduced motion (as Chromatic
 * captures); the first button pauses and plays it again, and says which it will do.
 */
export const Autoplay: Story = {
  args: { autoplay: 5000, loop: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /^(Pause|Play) the slides$/ });
    const [now, then] = reducedMotion() ? ['Play', 'Pause'] : ['Pause', 'Play'];
    await expect(toggle).toHaveAccessibleName(`${now} the slides`);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName(`${then} the slides`);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName(`${now} the slides`);
    await expect(toggle).toHaveFocus();
  },
};

export const ThreeAtOnce: Story = {
  args: { perView: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '60rem' }}>
        <Story />
      </div>
    ),
  ],
};
export const AllSkins: Story = { parameters: allSkins };

/** Right to left the next slide is on the left: ArrowLeft moves forward. */
export const RtlArrowKeys: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const slidesBox = canvasElement.querySelector<HTMLElement>('[aria-live]')!;
    slidesBox.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(current(canvasElement)).toBe(1));
  },
};
