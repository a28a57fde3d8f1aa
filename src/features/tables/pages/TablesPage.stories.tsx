import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectCopied, spyOnClipboard } from '@/stories/support/clipboard';
import { TablesPage } from '@/features/tables/pages/TablesPage';
import { expectNoSideScroll } from '@/stories/support/screenWidth';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Tables/Table styles',
  component: TablesPage,
  parameters: { session: 'admin', route: '/tables/reactstrap', ...pageParameters },
} satisfies Meta<typeof TablesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nine examples, each a live table under its title. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basic',
      'Dark head',
      'Striped',
      'Bordered',
      'Borderless',
      'Hover',
      'Small',
      'Contextual rows',
      'Responsive',
    ]);
    await expect(canvas.getAllByRole('table')).toHaveLength(9);
    await expect(canvas.getByRole('region', { name: 'Sales by month, scrollable' })).toBeVisible();
  },
};

/**
 * Flow: an example's code opens under it (the file that draws it, as it is), copies to the
 * clipboard, links to the story, and closes.
 */
export const ShowAndCopyCode: Story = {
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The third example's toggle: Striped.
    const toggle = canvas.getAllByRole('button', { name: 'Show code' })[2]!;
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const code = canvas.getByRole('region', { name: 'Source of “Striped”' });
    await expect(code).toHaveTextContent('export default function StripedTable()');
    await expect(code).toHaveTextContent('<Table striped>');
    await expect(canvas.getByText('StripedTable.tsx')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expectCopied(code.textContent!);
    const story = canvas.getByRole('link', { name: 'Open its story' });
    await expect(story.getAttribute('href')).toMatch(/\?path=\/story\/ui-table--variants$/);
    await expect(story).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Show code');
    await expect(canvas.queryByRole('region', { name: 'Source of “Striped”' })).not.toBeInTheDocument();
  },
};

/** The hover example's rows are chosen by keyboard: the chosen one is marked selected. */
export const ChooseARow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radio = canvas.getByRole('radio', { name: 'Choose Book the venue' });
    await userEvent.click(radio);
    await expect(radio.closest('tr')).toHaveAttribute('aria-selected', 'true');
  },
};

/** On a phone each wide table scrolls sideways inside its card; the page itself never does. */
export const PhoneTablesScrollInTheirCards: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(9);
    await expectNoSideScroll();
    // The request log, wider than a phone, scrolls in a region the keyboard reaches.
    await expect(await canvas.findByRole('region', { name: 'Request log, scrollable' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};
