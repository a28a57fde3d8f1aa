import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MultipleImages from '@/features/forms/file-uploader/examples/MultipleImages';
import ReadProgress from '@/features/forms/file-uploader/examples/ReadProgress';
import SingleFile from '@/features/forms/file-uploader/examples/SingleFile';
import LimitsExample from '@/features/forms/file-uploader/examples/TypeAndSizeLimits';
import { FileUploaderPage } from '@/features/forms/file-uploader/FileUploaderPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form elements/File uploader',
  component: FileUploaderPage,
  parameters: { session: 'admin', route: '/forms/elements/file-uploader', ...pageParameters },
} satisfies Meta<typeof FileUploaderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Files of any type, as a test gives them (the picker's `accept` is not applied, so wrong types arrive too). */
const user = userEvent.setup({ applyAccept: false });
const file = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });
const picker = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** A real little PNG of one colour, so its preview draws. */
async function png(name: string, colour: string) {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const context = canvas.getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, 48, 48);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** Four drop zones, each a button; nothing chosen yet. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('File uploader');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Single',
      'Multiple with previews',
      'Type and size limits',
      'Progress',
    ]);
    await expect(canvas.getAllByRole('button', { name: /^Drop / })).toHaveLength(4);
    await expect(canvas.getByText('No file chosen.')).toBeVisible();
  },
};

/** One PDF: chosen, then replaced by a second; a Word file is refused by name; the ✕ removes the PDF. */
export const Single: Story = {
  render: () => <SingleFile />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.upload(picker(canvasElement), file('cv-2025.pdf', 300_000, 'application/pdf'));
    await expect(canvas.getByText('cv-2025.pdf')).toBeVisible();
    await user.upload(picker(canvasElement), file('cv-2026.pdf', 420_000, 'application/pdf'));
    await expect(canvas.queryByText('cv-2025.pdf')).not.toBeInTheDocument();
    await user.upload(picker(canvasElement), file('cv.docx', 20_000, 'application/msword'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('cv.docx: not a PDF file.');
    await expect(canvas.getByText('cv-2026.pdf')).toBeVisible();
    const remove = canvas.getByRole('button', { name: 'Remove cv-2026.pdf' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('No file chosen.')).toBeVisible();
  },
};

/** Two photos with their previews; a third too large is refused; one removed frees its object URL. */
export const MultipleWithPreviews: Story = {
  render: () => <MultipleImages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.upload(picker(canvasElement), [await png('sunrise.png', '#ff9f43'), await png('sea.png', '#00cfe8')]);
    const photos = within(canvas.getByRole('list', { name: 'Photos' }));
    await expect(photos.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(canvasElement.querySelectorAll('img[src^="blob:"]')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: /room for 2 more/ })).toBeVisible();
    await user.upload(picker(canvasElement), file('huge.png', 2_500_000, 'image/png'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('huge.png: larger than 2 MB.');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove sunrise.png' }));
    await expect(photos.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** The flow: a file too large is refused with its name and reason, a good one is accepted. */
export const TypeAndSizeLimits: Story = {
  render: () => <LimitsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('button', { name: /Drop CSV files here/ });
    await userEvent.tab();
    await expect(zone).toHaveFocus();
    await user.upload(picker(canvasElement), [
      file('all-orders.csv', 80_000, 'text/csv'),
      file('notes.txt', 1_000, 'text/plain'),
    ]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('all-orders.csv: larger than 50 kB.');
    await expect(alert).toHaveTextContent('notes.txt: not a CSV file.');
    await user.upload(picker(canvasElement), file('march-orders.csv', 12_000, 'text/csv'));
    const accepted = within(canvas.getByRole('list', { name: 'Accepted files' }));
    await expect(accepted.getByText('march-orders.csv')).toBeVisible();
    await expect(accepted.getByText('12 kB · Accepted')).toBeVisible();
    await expect(alert).toBeEmptyDOMElement();
  },
};

/** Each file is read with FileReader: its bar reaches 100% and it says "Read". */
export const Progress: Story = {
  render: () => <ReadProgress />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.upload(picker(canvasElement), file('export.bin', 3_000_000, 'application/octet-stream'));
    const bar = canvas.getByRole('progressbar', { name: 'Reading export.bin' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    await expect(canvas.getByText('3 MB · Read')).toBeVisible();
  },
};
