import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Email } from '@/lib/api/schemas/email';
import { handlers, scenarios, setDemoNow } from '@/mocks';
import seed from '@/mocks/data/seed/emails.json';
import { appears } from '@/stories/support/appears';
import { EmailPage } from '@/features/email/pages/EmailPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/Email/Mailbox',
  component: EmailPage,
  parameters: {
    session: 'admin',
    route: '/apps/email/inbox',
    endpoints: [
      'GET /apps/email/emails',
      'GET /apps/email/get-email',
      'GET /apps/email/paginate-email',
      'POST /apps/email/update-emails',
      'POST /apps/email/update-emails-label',
      'GET /apps/email/contacts',
      'POST /apps/email/send',
      'POST /apps/email/draft',
    ],
    ...pageParameters,
  },
  // The demo server's clock stands still: a mail sent here has the same date in every run's picture.
  beforeEach: () => {
    setDemoNow('2026-01-15T12:00:00.000Z');
    return () => setDemoNow();
  },
} satisfies Meta<typeof EmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const mails = seed as Email[];
const newestFirst = (list: Email[]) => [...list].sort((a, b) => b.time.localeCompare(a.time));
const inbox = newestFirst(mails.filter((m) => m.folder === 'inbox'));
const unreadInbox = inbox.filter((m) => !m.isRead).length;

const list = (canvasElement: HTMLElement, name = 'Inbox') =>
  within(canvasElement).findByRole('list', { name }, { timeout: 4000 });
const rows = async (canvasElement: HTMLElement, name?: string) =>
  within(await list(canvasElement, name)).getAllByRole('listitem');
const folderLink = (canvasElement: HTMLElement, name: RegExp) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Mailbox' })).getByRole('link', { name });

/** The inbox, newest first, with the unread count beside it. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const found = await rows(canvasElement);
    await expect(found).toHaveLength(inbox.length);
    await expect(found[0]).toHaveTextContent(inbox[0]!.subject);
    await expect(folderLink(canvasElement, /^Inbox/)).toHaveAccessibleName(`Inbox ${unreadInbox} unread`);
    await expect(folderLink(canvasElement, /^Inbox/)).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByText('No mail open')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { email: scenarios.loading(handlers.email) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

/** A folder with nothing in it. */
export const Empty: Story = {
  parameters: {
    route: '/apps/email/spam',
    msw: {
      handlers: {
        email: [
          http.get('*/apps/email/emails', () =>
            HttpResponse.json({ emails: [], emailsMeta: { inbox: 0, spam: 0, draft: 0 } }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing in Spam')).toBeVisible();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Select all mails' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { email: scenarios.serverError(handlers.email) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The mails could not be loaded.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** An address naming no folder: said so, with the way back. */
export const UnknownFolder: Story = {
  parameters: { route: '/apps/email/archive' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no such folder')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Go to the inbox' })).toHaveAttribute(
      'href',
      '/apps/email/inbox',
    );
  },
};

/** The search narrows the list to matching subjects once typing pauses; a search with no match says so. */
export const SearchMail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    const subject = inbox.at(-2)!.subject;
    const box = canvas.getByRole('searchbox', { name: 'Search the subjects' });
    await userEvent.type(box, subject.slice(0, 12));
    const expected = inbox.filter((m) => m.subject.toLowerCase().includes(subject.slice(0, 12).toLowerCase()));
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(expected.length), { timeout: 4000 });
    await userEvent.clear(box);
    await userEvent.type(box, 'zebra crossing');
    await expect(await canvas.findByText('No mail matches “zebra crossing”', {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(inbox.length), { timeout: 4000 });
  },
};

/** Select all, mark read: the inbox's unread count goes; select none clears the selection. */
export const SelectAllAndMarkRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all mails' }));
    await expect(canvas.getByText(`${inbox.length} selected`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(folderLink(canvasElement, /^Inbox/)).toHaveAccessibleName('Inbox'));
    await expect(canvas.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Select none' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all mails' })).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Mark as unread' })).toBeNull();
  },
};

/** Open the newest mail, then Older (and j) until the last: there the button is disabled. */
export const NextUntilTheLast: Story = {
  parameters: { route: `/apps/email/inbox/${inbox[0]!.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = () => canvas.findByRole('heading', { level: 2, name: inbox[0]!.subject });
    await heading();
    await expect(canvas.getByRole('button', { name: 'Newer mail' })).toBeDisabled();
    for (const [index, mail] of inbox.slice(1).entries()) {
      if (index % 2 === 0) await userEvent.click(canvas.getByRole('button', { name: 'Older mail' }));
      else await userEvent.keyboard('j');
      await canvas.findByRole('heading', { level: 2, name: mail.subject || '(no subject)' }, { timeout: 4000 });
      await waitFor(() =>
        expect(within(canvasElement).getByRole('link', { current: true })).toHaveAttribute(
          'href',
          `/apps/email/inbox/${mail.id}`,
        ),
      );
    }
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Older mail' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Newer mail' })).toBeEnabled();
    await userEvent.keyboard('k');
    await canvas.findByRole('heading', { level: 2, name: inbox.at(-2)!.subject }, { timeout: 4000 });
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('No mail open')).toBeVisible();
  },
};

/** A label toggled on the open mail: its badge appears, and the label's list has the mail. */
export const ToggleLabel: Story = {
  parameters: { route: `/apps/email/inbox/${inbox.find((m) => !m.labels.includes('company'))!.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mail = inbox.find((m) => !m.labels.includes('company'))!;
    await canvas.findByRole('heading', { level: 2, name: mail.subject });
    const message = canvas.getByRole('article', { name: 'Message' });
    await expect(within(message).queryByText('Company')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Labels' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Company' }));
    await expect(await within(message).findByText('Company')).toBeVisible();
    await userEvent.click(folderLink(canvasElement, /^Company/));
    const labelled = await rows(canvasElement, 'Company');
    await expect(labelled.some((row) => row.textContent?.includes(mail.subject))).toBe(true);
  },
};

/** Write a mail to a contact picked from the suggestions, send it, and find it in Sent. */
export const ComposeAndSend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    const to = within(dialog).getByRole('combobox', { name: 'To' });
    await waitFor(() => expect(to).toHaveFocus());
    const someone = inbox[0]!.from;
    await userEvent.type(to, someone.name.split(' ')[0]!);
    await userEvent.click(await within(dialog).findByRole('option', { name: new RegExp(someone.email) }));
    await expect(within(dialog).getByText(someone.name)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Figures for the board');
    const body = await within(dialog).findByRole('textbox', { name: 'Message' }, { timeout: 8000 });
    await userEvent.click(body);
    await userEvent.keyboard('The figures are ready.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await appears(screen.findByText('Mail sent'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /message|Figures/ })).toBeNull());
    await userEvent.click(folderLink(canvasElement, /^Sent/));
    await waitFor(async () => {
      const sent = await rows(canvasElement, 'Sent');
      await expect(sent[0]).toHaveTextContent('Figures for the board');
      await expect(sent[0]).toHaveTextContent('The figures are ready.');
    });
  },
};

/** A reply asked for while another mail is being written brings that one back up, and says why. */
export const OneMailAtATime: Story = {
  parameters: { route: `/apps/email/inbox/${inbox[0]!.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: inbox[0]!.subject });
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Minimise' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await appears(screen.findByText('One mail at a time: send or close the one you are writing first.'));
    await expect(within(dialog).getByRole('button', { name: 'Minimise' })).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
  },
};

/** The server refuses the mail: the reason shows and everything written stays. */
export const FailedSendKeepsEverything: Story = {
  parameters: {
    msw: {
      handlers: {
        email: [
          http.post('*/apps/email/send', () =>
            HttpResponse.json({ error: 'The mail server is down' }, { status: 503 }),
          ),
          ...handlers.email,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'To' }), 'ada@example.com,');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Engine notes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The mail could not be sent (The mail server is down). Everything you wrote is still here: try again.',
    );
    await expect(within(dialog).getByText('ada@example.com')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Engine notes');
  },
};

/** A file over 10 MB is refused by name; a small one is attached. An unfinished address is pointed out. */
export const AttachmentsAndChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    const picker = within(dialog).getByLabelText('Attach files');
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'video.mov', { type: 'video/quicktime' });
    const small = new File(['a,b\n1,2\n'], 'figures.csv', { type: 'text/csv' });
    await userEvent.upload(picker, [big, small]);
    await expect(await within(dialog).findByText(/video\.mov is 11 MB: files can be 10 MB at most\./)).toBeVisible();
    await expect(within(dialog).getByRole('list', { name: '1 attachment' })).toHaveTextContent('figures.csv');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'To' }), 'ada@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(
      await within(dialog).findByText('“ada@” is not an email address. Finish it or remove it.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Minimise' }));
    await expect(within(dialog).getByRole('button', { name: 'Restore' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
  },
};

const hostile = mails.filter((m) => m.message.includes('__hostileMail') || /iframe|tracker\./.test(m.message));
const hostilePath = (mail: Email) => `/apps/email/${mail.folder}/${mail.id}`;

/** Checks a hostile mail's pane: nothing ran, nothing of the kinds the sanitizer removes is left. */
async function provesSanitized(canvasElement: HTMLElement) {
  const body = await within(canvasElement).findByRole('document', { name: 'Message text' }, { timeout: 4000 });
  await new Promise((resolve) => setTimeout(resolve, 200)); // an onerror or onload would have fired by now
  await expect((window as { __hostileMail?: string }).__hostileMail).toBeUndefined();
  await expect(
    body.querySelectorAll('script, style, form, input, button, iframe, object, embed, meta, base, link, svg'),
  ).toHaveLength(0);
  await expect(body.querySelectorAll('[style], [class], [id], [onerror], [onload], [onmouseover]')).toHaveLength(0);
  for (const link of body.querySelectorAll('a[href]')) {
    await expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|\/)/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  for (const image of body.querySelectorAll('img')) {
    const src = image.getAttribute('src');
    if (src === null) await expect(image).not.toBeVisible();
    else await expect(src).toMatch(/^\/(?!\/)/);
  }
  // Nothing covers the page: every element stays inside the pane.
  const pane = body.getBoundingClientRect();
  for (const element of body.querySelectorAll('*')) {
    await expect(getComputedStyle(element).position).not.toBe('fixed');
    const box = element.getBoundingClientRect();
    if (box.width > 0) await expect(box.top).toBeGreaterThanOrEqual(pane.top - 1);
  }
  await expect(document.body).toBeVisible();
  return body;
}

/** The prize mail: a script, event handlers, a `javascript:` link and a password form. Nothing runs. */
export const HostileMailScripts: Story = {
  parameters: { route: hostilePath(hostile[0]!) },
  play: async ({ canvasElement }) => {
    const body = await provesSanitized(canvasElement);
    await expect(within(body).getByText('Claim your prize now').closest('a')).not.toHaveAttribute('href');
    await expect(within(body).getByText('Offer valid today only.')).toBeVisible();
  },
};

/** The locked-account mail: `<style>`, an overlay with `position: fixed`, an iframe, a meta refresh. */
export const HostileMailOverlay: Story = {
  parameters: { route: hostilePath(hostile[1]!) },
  play: async ({ canvasElement }) => {
    const body = await provesSanitized(canvasElement);
    await expect(within(body).getByRole('link', { name: 'our secure page' })).toHaveAttribute(
      'href',
      'https://login.example.com/verify',
    );
    await expect(within(canvasElement).getByRole('list', { name: 'Spam' })).toBeVisible();
  },
};

/** The newsletter: `data:` and `vbscript:` links, SVG script, a remote pixel, `<base>` and `<link>`. */
export const HostileMailNewsletter: Story = {
  parameters: { route: hostilePath(hostile[2]!) },
  play: async ({ canvasElement }) => {
    const body = await provesSanitized(canvasElement);
    await expect(within(body).getByRole('link', { name: 'full digest online' })).toHaveAttribute('target', '_blank');
    await expect(within(body).getByText('printable copy').closest('a')).not.toHaveAttribute('href');
    await expect(document.baseURI).toBe(window.location.href);
  },
};

/** On a phone: one pane at a time; the folders are behind a button, the mail has its way back. */
export const PhoneOnePane: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await rows(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Mailbox' })).toBeNull();
    await userEvent.click(within(found[0]!).getByRole('link'));
    await appears(canvas.findByRole('heading', { level: 2, name: inbox[0]!.subject }));
    await expect(canvas.queryByRole('list', { name: 'Inbox' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the list' }));
    await appears(list(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Folders and labels' }));
    await expect(await screen.findByRole('link', { name: /^Drafts/ })).toBeVisible();
  },
};
