import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TabsPage } from '@/features/components/tabs-component/TabsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Tabs',
  component: TabsPage,
  parameters: { session: 'admin', route: '/components/tabs-component', ...pageParameters },
} satisfies Meta<typeof TabsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tab list named `name`, to query its tabs and panel. */
const tabList = (canvasElement: HTMLElement, name: string) => {
  const list = within(canvasElement).getByRole('tablist', { name });
  return { list, tabs: within(list), root: within(list.parentElement!) };
};

/** Eight examples, each on its first tab (Week for the sales period). */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tabs');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Line tabs',
      'Pills',
      'With icons',
      'Vertical',
      'Disabled tab',
      'With a count',
      'Keyboard',
      'Kept in the address',
    ]);
    await expect(canvas.getAllByRole('tablist')).toHaveLength(8);
    await expect(canvas.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tablist', { name: 'Workspace settings' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    await expect(canvas.getByRole('tab', { name: 'Reports (Pro plan)' })).toBeDisabled();
    await expect(canvas.getByRole('tab', { name: 'Inbox 12 unread' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('/components/tabs-component')).toBeVisible();
  },
};

/** Keyboard: → selects the next tab and shows its panel, End the last, Home the first. */
export const ArrowsHomeEnd: Story = {
  play: async ({ canvasElement }) => {
    const { tabs, root } = tabList(canvasElement, 'Project');
    tabs.getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    await expect(root.getByRole('tabpanel')).toHaveTextContent('Ana closed 3 tasks today');
    await userEvent.keyboard('{End}');
    await expect(tabs.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(root.getByRole('tabpanel')).toHaveFocus();
  },
};

/** Right to left: the tabs run from the right and ← moves forward. */
export const RtlArrows: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const { tabs } = tabList(canvasElement, 'Account settings');
    const account = tabs.getByRole('tab', { name: 'Account' });
    const security = tabs.getByRole('tab', { name: 'Security' });
    await expect(account.getBoundingClientRect().left).toBeGreaterThan(security.getBoundingClientRect().left);
    account.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(security).toHaveFocus();
    await expect(security).toHaveAttribute('aria-selected', 'true');
  },
};

/** Keyboard: in the column ↓ moves to the next section; ← and → do nothing there. */
export const VerticalArrows: Story = {
  play: async ({ canvasElement }) => {
    const { tabs, root } = tabList(canvasElement, 'Workspace settings');
    tabs.getByRole('tab', { name: 'General' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs.getByRole('tab', { name: 'General' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Radix chooses the focused tab as the focus lands, which a busy machine paints a frame later.
    await waitFor(() => expect(tabs.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true'));
    await expect(root.getByRole('tabpanel')).toHaveTextContent('8 members, 2 pending invitations.');
  },
};

/** Keyboard: → skips the disabled tab. */
export const SkipTheDisabledTab: Story = {
  play: async ({ canvasElement }) => {
    const { tabs } = tabList(canvasElement, 'Invoice');
    tabs.getByRole('tab', { name: 'Details' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs.getByRole('tab', { name: 'History' })).toHaveFocus();
    await expect(tabs.getByRole('tab', { name: 'Reports (Pro plan)' })).toHaveAttribute('aria-selected', 'false');
  },
};

/** Keyboard: with manual activation the arrows move the focus only; Enter opens the focused tab. */
export const ManualActivation: Story = {
  play: async ({ canvasElement }) => {
    const { tabs, root } = tabList(canvasElement, 'Reports');
    tabs.getByRole('tab', { name: 'Sales' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const clients = tabs.getByRole('tab', { name: 'Clients' });
    await expect(clients).toHaveFocus();
    await expect(clients).toHaveAttribute('aria-selected', 'false');
    await expect(root.getByRole('tabpanel')).toHaveTextContent('Sales by month');
    await userEvent.keyboard('{Enter}');
    await expect(clients).toHaveAttribute('aria-selected', 'true');
    await expect(root.getByRole('tabpanel')).toHaveTextContent('New and returning clients');
  },
};

/** Keyboard: choosing Billing writes `?tab=billing` in the address. */
export const ChooseAndKeep: Story = {
  play: async ({ canvasElement }) => {
    const { tabs } = tabList(canvasElement, 'Settings');
    tabs.getByRole('tab', { name: 'Profile' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tabs.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true'));
    await expect(within(canvasElement).getByText('/components/tabs-component?tab=billing')).toBeVisible();
  },
};

/** Opened from a link with `?tab=team`: that tab is chosen at once. */
export const OpenedFromALink: Story = {
  parameters: { route: '/components/tabs-component?tab=team' },
  play: async ({ canvasElement }) => {
    const { tabs, root } = tabList(canvasElement, 'Settings');
    await expect(tabs.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    await expect(root.getByRole('tabpanel')).toHaveTextContent('Members and their roles.');
  },
};
