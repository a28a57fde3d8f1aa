import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reducedMotion } from '@/ui/carousel/emblaState';
import { SwiperPage } from '@/features/extensions/swiper/SwiperPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Swiper',
  component: SwiperPage,
  parameters: { session: 'admin', route: '/extensions/swiper', ...pageParameters },
} satisfies Meta<typeof SwiperPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A carousel by its name, and its slides' viewport (the element that takes the focus), once embla has
 * measured the slides (the viewport is no longer busy): before that, no key or button moves them.
 */
async function carousel(canvasElement: HTMLElement, name: string) {
  const region = within(canvasElement).getByRole('region', { name });
  const viewport = region.querySelector<HTMLElement>('[tabindex="0"]')!;
  await waitFor(() => expect(viewport).not.toHaveAttribute('aria-busy'));
  return { region, box: within(region), viewport };
}

/** Ten carousels at their first slide; autoplay plays by itself, except under reduced motion. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Swiper');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Default',
      'Navigation',
      'Pagination',
      'Progress',
      'Several slides',
      'Centred',
      'Fade',
      'Autoplay',
      'Lazy pictures',
      'Right to left',
    ]);
    await expect(
      canvas.getAllByRole('region', { name: /./ }).filter((r) => r.ariaRoleDescription === 'carousel'),
    ).toHaveLength(10);
    await expect(canvas.getByText('Plan: stage 1 of 5')).toBeVisible();
    const news = (await carousel(canvasElement, 'News')).box;
    await expect(news.getByRole('button', { name: reducedMotion() ? 'Play' : 'Pause' })).toBeVisible();
    const lazy = (await carousel(canvasElement, 'Gallery')).region;
    await expect(within(lazy).getByRole('group', { name: '1 of 8' }).querySelector('img')).not.toBeNull();
    await expect(within(lazy).getByRole('group', { name: '4 of 8' }).querySelector('img')).toBeNull();
  },
};

/** Keyboard: with the slides focused, ArrowRight moves on and ArrowLeft comes back. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await carousel(canvasElement, 'Project stages')).viewport.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByText('Design: stage 2 of 5')).toBeVisible());
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}');
    await waitFor(() => expect(canvas.getByText('Design: stage 2 of 5')).toBeVisible());
  },
};

/** The loop: Previous from the first slide goes to the last; Next by keyboard to the first again. */
export const Buttons: Story = {
  play: async ({ canvasElement }) => {
    const { box } = await carousel(canvasElement, 'Best sellers');
    await userEvent.click(box.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(box.getByText('5 / 5')).toBeVisible());
    box.getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box.getByText('1 / 5')).toBeVisible());
  },
};

/** Dots and pages: a dot moves to its slide or page and becomes the current one. */
export const Dots: Story = {
  play: async ({ canvasElement }) => {
    const quotes = (await carousel(canvasElement, 'What customers say')).box;
    await userEvent.click(quotes.getByRole('button', { name: 'Quote 3' }));
    await waitFor(() =>
      expect(quotes.getByRole('button', { name: 'Quote 3' })).toHaveAttribute('aria-current', 'true'),
    );
    const team = (await carousel(canvasElement, 'Our team')).box;
    await userEvent.click(team.getByRole('button', { name: /^Page 2 of/ }));
    await waitFor(() =>
      expect(team.getByRole('button', { name: /^Page 2 of/ })).toHaveAttribute('aria-current', 'true'),
    );
    const deals = await carousel(canvasElement, 'Deals of the day');
    await userEvent.click(deals.box.getByRole('button', { name: 'Game console' }));
    await waitFor(() =>
      expect(deals.box.getByRole('button', { name: 'Game console' })).toHaveAttribute('aria-current', 'true'),
    );
    // The slides cross-fade: a person reads the new one once the fade is over (half-faded text is faint).
    const opacity = (name: string) => getComputedStyle(deals.box.getByRole('group', { name })).opacity;
    await waitFor(() => expect([opacity('2 of 4'), opacity('1 of 4')]).toEqual(['1', '0']));
  },
};

/** The progress bar grows as the steps move on; the lazy gallery loads the pictures near the chosen one. */
export const ProgressAndLazy: Story = {
  play: async ({ canvasElement }) => {
    const steps = await carousel(canvasElement, 'Getting started');
    steps.viewport.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(steps.box.getByText('Step 3 of 5')).toBeVisible());
    await waitFor(() => expect(steps.region.querySelector('[data-progress="0.50"]')).not.toBeNull());
    const gallery = await carousel(canvasElement, 'Gallery');
    await userEvent.click(gallery.box.getByRole('button', { name: 'Picture 3' }));
    await waitFor(() => expect(gallery.box.getByRole('group', { name: '4 of 8' }).querySelector('img')).not.toBeNull());
    await expect(gallery.box.getByRole('group', { name: '6 of 8' }).querySelector('img')).toBeNull();
  },
};

/**
 * Autoplay: Pause (by keyboard) stops it, Play starts it again; under reduced motion it waits for
 * Play first.
 */
export const PlayAndPause: Story = {
  play: async ({ canvasElement }) => {
    const { box } = await carousel(canvasElement, 'News');
    if (reducedMotion()) await userEvent.click(box.getByRole('button', { name: 'Play' }));
    const pause = box.getByRole('button', { name: 'Pause' });
    pause.focus();
    await userEvent.keyboard('{Enter}');
    await expect(box.getByRole('button', { name: 'Play' })).toHaveFocus();
  },
};

/** Right to left: the left arrow key moves to the next day, and Next goes on from there. */
export const RightToLeft: Story = {
  play: async ({ canvasElement }) => {
    const { box, viewport } = await carousel(canvasElement, 'Arabic weekdays');
    viewport.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(box.getByText('2 / 5')).toBeVisible());
    await userEvent.click(box.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(box.getByText('3 / 5')).toBeVisible());
  },
};
