import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, FileDrop, FileList, FileRow } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/File drop',
  component: FileDrop,
  args: {
    label: 'Drop a report here, or press to choose one',
    hint: 'PDF, up to 1 MB',
    accept: { 'application/pdf': ['.pdf'] },
    maxSize: 1_000_000,
    onDrop: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const picker = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** The zone is a button named by its words and rules; a file chosen is handed to `onDrop`. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const zone = within(canvasElement).getByRole('button', { name: /Drop a report here/ });
    await expect(zone).toHaveAccessibleName('Drop a report here, or press to choose one PDF, up to 1 MB');
    await userEvent.tab();
    await expect(zone).toHaveFocus();
    await userEvent.upload(picker(canvasElement), pdf('report.pdf', 2000));
    await expect(args.onDrop).toHaveBeenCalledWith([expect.objectContaining({ name: 'report.pdf' })], []);
  },
};

/** Too large: refused, with react-dropzone's reason code. */
export const TooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(picker(canvasElement), pdf('big.pdf', 1_200_000));
    await expect(args.onDrop).toHaveBeenCalledWith(
      [],
      [expect.objectContaining({ errors: [expect.objectContaining({ code: 'file-too-large' })] })],
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** Rows of picked files: an image with its preview, a file being read with its bar, a remove button. */
export const Rows: Story = {
  render: function Rows() {
    const [files, setFiles] = useState([
      new File([new Uint8Array(640_000)], 'minutes.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(3_400_000)], 'archive.zip', { type: 'application/zip' }),
    ]);
    return (
      <FileList aria-label="Files">
        {files.map((file, index) => (
          <FileRow
            key={file.name}
            file={file}
            status={index === 0 ? 'Ready' : 'Reading, 40%'}
            progress={index === 0 ? undefined : 40}
            progressLabel={`Reading ${file.name}`}
            removeLabel={`Remove ${file.name}`}
            onRemove={() => setFiles((old) => old.filter((other) => other !== file))}
          />
        ))}
      </FileList>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('640 kB · Ready')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Reading archive.zip' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove minutes.pdf' }));
    await expect(canvas.queryByText('minutes.pdf')).not.toBeInTheDocument();
  },
};

export const AllSkins: Story = { parameters: allSkins };
