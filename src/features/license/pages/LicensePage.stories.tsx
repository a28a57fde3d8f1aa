import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LicensePage } from '@/features/license/pages/LicensePage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/License',
  component: LicensePage,
  parameters: { session: 'admin', route: '/pages/license', ...pageParameters },
} satisfies Meta<typeof LicensePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, term: string) =>
  within(within(canvasElement).getByRole('rowheader', { name: term }).closest('tr')!);

/** The template's licence, the five licences it ships, and the table that compares them. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Atrium is MIT-licensed' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'MIT License',
      'ISC License',
      'SIL Open Font License 1.1',
      'Mozilla Public License 2.0',
      'Apache License 2.0',
    ]);
    const table = canvas.getByRole('table', { name: /What each licence allows/ });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Licence', 'MIT', 'ISC', 'OFL-1.1', 'MPL-2.0', 'Apache-2.0']);
    // The font may not be sold alone; MPL and Apache grant patents, MIT does not.
    await expect(row(canvasElement, 'Sell it on its own').getAllByRole('cell')[2]).toHaveTextContent('Not allowed');
    const patents = row(canvasElement, 'Grant of patent rights').getAllByRole('cell');
    await expect(patents.map((cell) => cell.textContent)).toEqual([
      'Not given',
      'Not given',
      'Not given',
      'Given',
      'Given',
    ]);
  },
};

/** Flow: the full text opens, as the repository's LICENSE file has it. */
export const FullText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('The licence’s full text'));
    await expect(canvas.getByText(/Permission is hereby granted, free of charge/)).toBeVisible();
  },
};

/** The licences' own pages open in a new tab, without giving them this page. */
export const ExternalLinks: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read the MIT License' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const French: Story = { globals: { locale: 'fr' } };
