import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive, File, Inbox, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Avatar, Badge, Card, ListGroup, ListGroupItem, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/ListGroup',
  component: ListGroup,
  args: { flush: false, numbered: false, horizontal: false, 'aria-label': 'Mailboxes' },
  argTypes: { horizontal: { control: 'select', options: [false, true, 'sm', 'md', 'lg', 'xl'] } },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxInlineSize: args.horizontal ? 'none' : '28rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <nav aria-label="Mail">
      <ListGroup {...args}>
        <ListGroupItem
          href="/apps/email"
          linkAs={Link}
          active
          start={<Inbox aria-hidden />}
          end={<Badge pill>12</Badge>}
        >
          Inbox
        </ListGroupItem>
        <ListGroupItem href="/apps/email?folder=sent" linkAs={Link} start={<Send aria-hidden />}>
          Sent
        </ListGroupItem>
        <ListGroupItem href="/apps/email?folder=drafts" linkAs={Link} start={<File aria-hidden />}>
          Drafts
        </ListGroupItem>
        <ListGroupItem href="/apps/email?folder=archive" linkAs={Link} disabled start={<Archive aria-hidden />}>
          Archive (coming soon)
        </ListGroupItem>
      </ListGroup>
    </nav>
  ),
} satisfies Meta<typeof ListGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Links: the current one says so (`aria-current="page"`); Tab goes through the others in order and skips
 * the disabled one, which has no address.
 */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inbox = canvas.getByRole('link', { name: 'Inbox 12' });
    await expect(inbox).toHaveAttribute('aria-current', 'page');
    await expect(inbox).toHaveAttribute('href', '/apps/email');
    const archive = canvas.getByRole('link', { name: 'Archive (coming soon)' });
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    await expect(archive).not.toHaveAttribute('href');
    inbox.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sent' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Drafts' })).toHaveFocus();
    await userEvent.tab();
    await expect(archive).not.toHaveFocus();
  },
};

export const Plain: Story = {
  render: (args) => (
    <ListGroup {...args} aria-label="Plan">
      <ListGroupItem>10 team members</ListGroupItem>
      <ListGroupItem>50 GB of storage</ListGroupItem>
      <ListGroupItem active>Priority support</ListGroupItem>
      <ListGroupItem>Weekly backups</ListGroupItem>
    </ListGroup>
  ),
};

export const Numbered: Story = {
  args: { numbered: true },
  render: (args) => (
    <ListGroup {...args} aria-label="Set-up steps">
      <ListGroupItem description="Name, logo and time zone">Create the workspace</ListGroupItem>
      <ListGroupItem description="By email or with a link">Invite the team</ListGroupItem>
      <ListGroupItem description="Card or bank transfer">Choose a plan</ListGroupItem>
    </ListGroup>
  ),
};

function Buttons() {
  const [picked, setPicked] = useState('Weekly');
  return (
    <ListGroup aria-label="Report frequency">
      {['Daily', 'Weekly', 'Monthly'].map((value) => (
        <ListGroupItem key={value} active={picked === value} onClick={() => setPicked(value)}>
          {value}
        </ListGroupItem>
      ))}
      <ListGroupItem disabled onClick={() => setPicked('Hourly')} description="On the Enterprise plan">
        Hourly
      </ListGroupItem>
    </ListGroup>
  );
}

/** Buttons, by keyboard: Enter and Space press them and the pressed one becomes the current one; the disabled one is skipped. */
export const AsButtons: Story = {
  render: () => <Buttons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weekly = canvas.getByRole('button', { name: 'Weekly' });
    await expect(weekly).toHaveAttribute('aria-current', 'true');
    canvas.getByRole('button', { name: 'Daily' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-current', 'true');
    await expect(weekly).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: /Hourly/ })).toBeDisabled();
  },
};

/** A second line, and at the end a badge or a time. */
export const WithDetails: Story = {
  render: (args) => (
    <ListGroup {...args} aria-label="Recent messages">
      <ListGroupItem
        start={<Avatar name="Amelia Hart" size="sm" tone="info" />}
        description="The invoices for March are ready."
        end={<Badge tone="danger">New</Badge>}
      >
        Amelia Hart
      </ListGroupItem>
      <ListGroupItem
        start={<Avatar name="Noah Brooks" size="sm" tone="success" />}
        description="Can we move the review to Friday?"
        end={<Badge tone="secondary">2 h</Badge>}
      >
        Noah Brooks
      </ListGroupItem>
      <ListGroupItem start={<Trash2 aria-hidden />} end={<Badge pill>3</Badge>}>
        Deleted items
      </ListGroupItem>
    </ListGroup>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <ListGroup {...args} aria-label="Tones">
      <ListGroupItem>No tone</ListGroupItem>
      {tones.map((tone) => (
        <ListGroupItem key={tone} tone={tone} href="#tones" description="With a second line">
          A {tone} link
        </ListGroupItem>
      ))}
    </ListGroup>
  ),
};

/** Flush, inside a card: the card is the frame, the list only draws lines. */
export const Flush: Story = {
  args: { flush: true },
  render: (args) => (
    <Card title="Storage">
      <ListGroup {...args} aria-label="Storage">
        <ListGroupItem end="4.2 GB">Pictures</ListGroupItem>
        <ListGroupItem end="1.1 GB">Documents</ListGroupItem>
        <ListGroupItem end="380 MB">Music</ListGroupItem>
      </ListGroup>
    </Card>
  ),
};

/** Side by side from `md` (48em) up; stacked below. */
export const Horizontal: Story = { args: { horizontal: 'md' } };

export const AllSkins: Story = { parameters: allSkins };
