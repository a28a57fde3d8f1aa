import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ReactPlayerPage } from '@/features/extensions/react-player/ReactPlayerPage';
import { publicUrl } from '@/lib/publicUrl';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** The player has read the clip's length (0:00 / 0:08) and shows its poster. */
const ready = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(within(canvasElement).getByText('0:00 / 0:08')).toBeVisible(), { timeout: 5000 });
  const videos = [...canvasElement.querySelectorAll('video')];
  await waitFor(() => expect(videos[0]!.readyState).toBeGreaterThanOrEqual(1));
  return videos;
};

const meta = {
  title: 'UI elements/Extensions/React player',
  component: ReactPlayerPage,
  parameters: { session: 'admin', route: '/extensions/react-player', ...pageParameters },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
} satisfies Meta<typeof ReactPlayerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player at rest on its poster; nothing plays by itself. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('React player');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Custom controls']);
    const videos = await ready(canvasElement);
    await expect(videos).toHaveLength(1);
    await expect(videos[0]!.paused).toBe(true);
    await expect(videos[0]).toHaveAttribute('poster', publicUrl('/media/intro-poster.webp'));
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '0:00 of 0:08');
  },
};

/**
 * Keyboard: Enter on Play plays (the video's own play is stubbed, so the picture stays still), Enter
 * again pauses; the seek slider moves to 0:03 and the caption there shows; then mute, the speed and
 * the captions' switch.
 */
export const PlayPauseAndSeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [video] = await ready(canvasElement);
    const play = () => {
      video!.dispatchEvent(new Event('play'));
      return Promise.resolve();
    };
    Object.defineProperty(video, 'play', { value: play, configurable: true });
    const toggle = canvas.getByRole('button', { name: 'Play' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAccessibleName('Pause'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAccessibleName('Play'));
    await expect(toggle).toHaveFocus();
    // The arrow keys on a native range are the browser's own (user-event does not play them): set the value.
    fireEvent.change(canvas.getByRole('slider', { name: 'Seek' }), { target: { value: '3' } });
    await waitFor(() => expect(video!.currentTime).toBe(3));
    await waitFor(() => expect(canvas.getByText('This short clip was made with ffmpeg.')).toBeVisible());
    // The clock follows the video's timeupdate, which may come after the caption's cuechange.
    await waitFor(() => expect(canvas.getByText('0:03 / 0:08')).toBeVisible());
    const mute = canvas.getByRole('button', { name: 'Mute' });
    mute.focus();
    await userEvent.keyboard('{Enter}');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(video!.muted).toBe(true));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Speed' }), '1.5');
    await waitFor(() => expect(video!.playbackRate).toBe(1.5));
    await userEvent.click(canvas.getByRole('button', { name: 'Captions' }));
    await expect(canvas.queryByText('This short clip was made with ffmpeg.')).not.toBeInTheDocument();
  },
};
