import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { I18nPage } from '@/features/extensions/i18n/I18nPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/I18n',
  component: I18nPage,
  parameters: { session: 'admin', route: '/extensions/i18n', ...pageParameters },
} satisfies Meta<typeof I18nPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example under a title (its card). */
const example = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('heading', { level: 2, name: title }).closest('article, section')!);

/** Four examples; the card speaks English, the plurals start at 0, the Intl example shows French. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Internationalisation');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Switch a card’s language',
      'Plural rules',
      'Dates and numbers',
      'A page’s own words',
    ]);
    const card = example(canvasElement, 'Switch a card’s language');
    await expect(card.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(card.getByText('Good morning, Ana!')).toBeVisible();
    await expect(card.getByText('You have 1 new message.')).toBeVisible();
    await expect(card.getByText('Due on March 14, 2026')).toBeVisible();
    await expect(card.getByText('Total: €1,234.50')).toBeVisible();
    const plurals = example(canvasElement, 'Plural rules');
    await expect(plurals.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '0 files',
      '0 fichier',
      '0 Dateien',
      '0 ficheiro',
    ]);
    await expect(example(canvasElement, 'Dates and numbers').getByText('samedi 14 mars 2026')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Billing' })).toBeVisible();
    await expect(canvas.getByText('Renews in 12 days.')).toBeVisible();
  },
};

/** Keyboard: the arrow key picks French for the card, a new count takes the plural; the page stays English. */
export const SwitchTheCard: Story = {
  play: async ({ canvasElement }) => {
    const card = example(canvasElement, 'Switch a card’s language');
    card.getByRole('radio', { name: 'English' }).focus();
    // Held down, as a finger does: Radix checks the radio the arrow moves the focus to.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(card.getByRole('radio', { name: 'Français' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await waitFor(() => expect(card.getByText('Bonjour, Ana !')).toBeVisible());
    await expect(card.getByText('Vous avez 1 nouveau message.')).toBeVisible();
    await expect(card.getByText('À régler le 14 mars 2026')).toBeVisible();
    await expect(card.getByText(/^Total : 1\s234,50\s€$/)).toBeVisible();
    const count = card.getByRole('spinbutton', { name: 'New messages' });
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await expect(card.getByText('Vous avez 3 nouveaux messages.')).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Plural rules' })).toBeVisible();
  },
};

/** The button switches the whole app to German: the page's titles and the page's own namespace follow. */
export const SwitchTheApp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = example(canvasElement, 'Switch a card’s language');
    await userEvent.click(card.getByRole('radio', { name: 'Deutsch' }));
    await waitFor(() => expect(card.getByText('Sie haben 1 neue Nachricht.')).toBeVisible());
    await userEvent.click(card.getByRole('button', { name: 'Use Deutsch for the whole app' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Internationalisierung'));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Abrechnung' })).toBeVisible();
    await expect(canvas.getByText('Verlängert sich in 12 Tagen.')).toBeVisible();
  },
};

/** Typing 1 then 2: every language goes singular, then plural. */
export const Plurals: Story = {
  play: async ({ canvasElement }) => {
    const plurals = example(canvasElement, 'Plural rules');
    const input = plurals.getByRole('spinbutton', { name: 'How many files' });
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await expect(plurals.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '1 file',
      '1 fichier',
      '1 Datei',
      '1 ficheiro',
    ]);
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await expect(plurals.getByText('2 fichiers')).toBeVisible();
  },
};

/** Choosing German rewrites the date, the number and the price the German way. */
export const Formats: Story = {
  play: async ({ canvasElement }) => {
    const formats = example(canvasElement, 'Dates and numbers');
    await userEvent.click(formats.getByRole('radio', { name: 'Deutsch' }));
    await expect(formats.getByText('Samstag, 14. März 2026')).toBeVisible();
    await expect(formats.getByText('1.234.567,891')).toBeVisible();
    await expect(formats.getByText('Paris, Berlin und Lisbon')).toBeVisible();
  },
};
