import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AppFrame, SideNav, SideNavList, SideNavName, SideNavPlace, useSideColumn } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

/** An app screen's frame: the side column beside the main pane, or behind a menu button on a phone. */
function Example() {
  const side = useSideColumn({ title: 'Lists', openLabel: 'Open the lists' });
  const nav = (
    <SideNav aria-label="Lists">
      <SideNavList aria-label="Views">
        {['All', 'Important', 'Done'].map((name) => (
          <li key={name}>
            <SideNavPlace
              href={`#${name}`}
              aria-current={name === 'All' ? 'page' : undefined}
              onClick={(event) => {
                // A story stays on its page: the link only closes the panel.
                event.preventDefault();
                side.close();
              }}
            >
              <SideNavName>{name}</SideNavName>
            </SideNavPlace>
          </li>
        ))}
      </SideNavList>
    </SideNav>
  );
  return (
    <AppFrame style={{ blockSize: '20rem' }}>
      {side.column(nav)}
      <section aria-label="Main pane" style={{ padding: 'var(--space-4)' }}>
        {side.opener(nav)}
        <p>The main pane scrolls on its own.</p>
      </section>
    </AppFrame>
  );
}

const meta = {
  title: 'UI/App frame',
  component: Example,
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Lists' })).toBeVisible();
  },
};

/** On a phone the column opens in a side panel, and closes when a place is chosen. */
export const PhoneSidePanel: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Lists' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the lists' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Done' }));
    await expect(screen.queryByRole('dialog', { name: 'Lists' })).toBeNull();
  },
};
