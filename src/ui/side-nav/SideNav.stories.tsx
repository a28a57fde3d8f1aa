import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, Send, Star } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { allSkins, Badge, SideNav, SideNavHeading, SideNavList, SideNavName, SideNavPlace, ToneDot } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

/** A side column as an app screen draws it: places with icons and a count, then a titled group with dots. */
function Example() {
  return (
    <SideNav aria-label="Mailbox" style={{ maxInlineSize: '16rem' }}>
      <SideNavList aria-label="Folders">
        <li>
          <SideNavPlace href="#inbox" aria-current="page">
            <Inbox aria-hidden />
            <SideNavName>Inbox</SideNavName>
            <Badge tone="primary" pill>
              3
            </Badge>
          </SideNavPlace>
        </li>
        <li>
          <SideNavPlace href="#sent">
            <Send aria-hidden />
            <SideNavName>Sent</SideNavName>
          </SideNavPlace>
        </li>
        <li>
          <SideNavPlace href="#starred">
            <Star aria-hidden />
            <SideNavName>Starred</SideNavName>
          </SideNavPlace>
        </li>
      </SideNavList>
      <div>
        <SideNavHeading id="side-nav-labels">Labels</SideNavHeading>
        <SideNavList aria-labelledby="side-nav-labels">
          {(['primary', 'success', 'danger'] as const).map((tone) => (
            <li key={tone}>
              <SideNavPlace href={`#${tone}`}>
                <ToneDot $tone={tone} aria-hidden />
                <SideNavName>{tone}</SideNavName>
              </SideNavPlace>
            </li>
          ))}
        </SideNavList>
      </div>
    </SideNav>
  );
}

const meta = {
  title: 'UI/Side nav',
  component: Example,
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Inbox/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('list', { name: 'Labels' })).toBeVisible();
  },
};
export const AllSkins: Story = { parameters: allSkins };
