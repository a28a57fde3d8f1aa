// Email (docs/demo-api.md): 26 mails in John Doe's mailbox, across every folder and label.
import { statSync } from 'node:fs';

export const folders = ['inbox', 'sent', 'draft', 'spam', 'trash'];
export const labels = ['personal', 'company', 'important', 'private'];
const me = { name: 'John Doe', email: 'admin@demo.com', avatar: '/images/avatars/1.svg' };

/** Attachments point at files shipped in public/files; the size shown is the file's own. */
const files = [
  { fileName: 'project-brief.pdf', thumbnail: '/images/files/pdf.svg', url: '/files/project-brief.pdf' },
  { fileName: 'q4-figures.csv', thumbnail: '/images/files/csv.svg', url: '/files/q4-figures.csv' },
  { fileName: 'meeting-notes.txt', thumbnail: '/images/files/txt.svg', url: '/files/meeting-notes.txt' },
  { fileName: 'moodboard.svg', thumbnail: '/images/files/image.svg', url: '/files/moodboard.svg' },
];
const sizeOf = (url) => {
  const bytes = statSync(new URL(`../../public${url}`, import.meta.url)).size;
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
};

const topics = [
  [
    'Quarterly report is ready for review',
    'I have attached the figures for the last quarter. Revenue is up on the same period last year, and churn has come down again.',
  ],
  [
    'Design review on Thursday',
    'Could we move the design review to Thursday afternoon? The new dashboard mock-ups will be ready by then.',
  ],
  [
    'Your invoice is overdue',
    'This is a friendly reminder that your last invoice is now past its due date. Please let us know if anything is unclear.',
  ],
  [
    'Welcome to the team!',
    'We are delighted to have you on board. Your laptop is ready to collect from the front desk on Monday morning.',
  ],
  [
    'Server maintenance this weekend',
    'The production database will be upgraded on Saturday between 02:00 and 04:00 UTC. Expect a short read-only window.',
  ],
  [
    'Lunch next week?',
    'It has been a while! Are you free for lunch next Tuesday or Wednesday? There is a new place near the office.',
  ],
  [
    'Contract renewal',
    'Our agreement ends next month. I have attached a draft of the renewal with the updated rates for your review.',
  ],
  [
    'New feature request from a customer',
    'A customer asked whether they could export their reports as CSV. It sounds quick to add; what do you think?',
  ],
  [
    'Congratulations, you have won a prize',
    'Click the link below within 24 hours to claim your reward. This offer is only available today.',
  ],
  [
    'Team offsite agenda',
    'Here is the draft agenda for the offsite. Please add anything you would like to discuss before Friday.',
  ],
  [
    'Password reset requested',
    'Someone asked to reset the password of your account. If this was not you, you can safely ignore this message.',
  ],
  [
    'Hiring update',
    'We have three strong candidates for the support role. Interviews are booked for the end of the week.',
  ],
  [
    'Budget approval needed',
    'The marketing budget for next quarter needs your approval before Monday so that the campaigns can start on time.',
  ],
];
const closings = [
  'Let me know what you think.',
  'Thanks in advance for your help.',
  'Speak soon.',
  'Happy to discuss on a call if that is easier.',
];

const messageHtml = (faker, body, name) =>
  [`<p>Hi ${name.split(' ')[0]},</p>`, `<p>${body}</p>`, `<p>${faker.helpers.arrayElement(closings)}</p>`].join('');

function person(faker) {
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  return {
    name: `${first} ${last}`,
    email: faker.internet.email({ firstName: first, lastName: last, provider: 'example.com' }).toLowerCase(),
    avatar: faker.datatype.boolean({ probability: 0.7 })
      ? `/images/avatars/${faker.number.int({ min: 1, max: 8 })}.svg`
      : '',
  };
}

/**
 * Three hostile mails: what a mail client meets in the wild, seeded so that the sanitizer is seen at
 * work (the email app's stories open each one and check that nothing in it runs or escapes the pane).
 * Each replaces the subject and message of a generated mail, so the rest of the data stays as it was.
 */
export const hostileMails = [
  {
    folder: 'spam',
    subject: 'Congratulations, you have won a prize',
    message: [
      '<p>You have been selected! <a href="javascript:window.__hostileMail=\'link\'">Claim your prize now</a>.</p>',
      "<script>window.__hostileMail = 'script'</script>",
      '<img src="/images/files/image.svg" alt="Prize" onerror="window.__hostileMail=\'onerror\'" onload="window.__hostileMail=\'onload\'">',
      '<form action="https://prize.example.com/claim" method="post"><p>Confirm your password to claim:</p>',
      '<input type="password" name="password"><button type="submit">Claim</button></form>',
      '<p onmouseover="window.__hostileMail=\'hover\'">Offer valid today only.</p>',
    ].join(''),
  },
  {
    folder: 'spam',
    subject: 'Action required: your account will be suspended',
    message: [
      '<style>body { display: none } .mail-app { visibility: hidden }</style>',
      '<div style="position: fixed; inset: 0; z-index: 9999; background: #c00; color: #fff; font-size: 48px">',
      'Your account is locked. Call us now.</div>',
      '<iframe src="https://login.example.com/verify" width="600" height="400"></iframe>',
      '<meta http-equiv="refresh" content="0; url=https://login.example.com/">',
      '<p>Verify your account at <a href="https://login.example.com/verify" target="_self">our secure page</a>.</p>',
      '<object data="https://login.example.com/applet"></object><embed src="https://login.example.com/embed">',
    ].join(''),
  },
  {
    folder: 'inbox',
    subject: 'Newsletter: the November digest',
    message: [
      '<h1 style="margin-top: -200px">The November digest</h1>',
      '<p>Read the <a href="https://news.example.com/november">full digest online</a> or the ',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">printable copy</a>.</p>',
      '<img src="https://tracker.example.com/pixel.gif" width="1" height="1" alt="">',
      '<svg width="10" height="10"><script>window.__hostileMail = \'svg\'</script></svg>',
      '<p><a href="vbscript:msgbox(1)">Unsubscribe</a></p>',
      '<base href="https://news.example.com/"><link rel="stylesheet" href="https://news.example.com/steal.css">',
    ].join(''),
  },
];

/** The first hostile mail of a folder takes the folder's first mail, the next its second (inbox: its last). */
function withHostileMails(mails) {
  const used = new Set();
  for (const hostile of hostileMails) {
    const candidates = mails.filter((m) => m.folder === hostile.folder && !used.has(m.id));
    const mail = hostile.folder === 'inbox' ? candidates.at(-1) : candidates[0];
    used.add(mail.id);
    Object.assign(mail, { subject: hostile.subject, message: hostile.message, labels: [], replies: [] });
  }
  return mails;
}

export function emails(faker, count = 26) {
  // A spread of folders: mostly inbox, a few of each other folder.
  const folderPlan = [
    ...Array(14).fill('inbox'),
    ...Array(4).fill('sent'),
    ...Array(3).fill('draft'),
    ...Array(2).fill('spam'),
    ...Array(3).fill('trash'),
  ];
  const plan = faker.helpers.shuffle(folderPlan).slice(0, count);
  let time = new Date('2026-01-15T09:00:00.000Z').getTime();
  const mails = plan.map((folder, i) => {
    time -= faker.number.int({ min: 40, max: 1800 }) * 60_000;
    const other = person(faker);
    const outgoing = folder === 'sent' || folder === 'draft';
    const from = outgoing ? me : other;
    const to = outgoing ? [{ name: other.name, email: other.email }] : [{ name: me.name, email: me.email }];
    const [subject, body] =
      folder === 'spam' ? topics[8] : faker.helpers.arrayElement(topics.filter((_, t) => t !== 8));
    const attachments = faker.datatype.boolean({ probability: 0.3 })
      ? faker.helpers.arrayElements(files, { min: 1, max: 2 }).map((f) => ({ ...f, size: sizeOf(f.url) }))
      : [];
    const sentAt = new Date(time).toISOString();
    const replies =
      folder === 'inbox' && faker.datatype.boolean({ probability: 0.25 })
        ? [
            {
              id: 1000 + i,
              from: me,
              to: [{ name: other.name, email: other.email }],
              subject: `Re: ${subject}`,
              cc: [],
              bcc: [],
              message: messageHtml(faker, 'Thanks for the note, I will get back to you shortly.', other.name),
              attachments: [],
              isStarred: false,
              labels: [],
              time: new Date(time + 3_600_000).toISOString(),
              replies: [],
              folder: 'sent',
              isRead: true,
            },
          ]
        : [];
    return {
      id: i + 1,
      from,
      to,
      subject,
      cc: faker.datatype.boolean({ probability: 0.2 })
        ? [faker.internet.email({ provider: 'example.com' }).toLowerCase()]
        : [],
      bcc: [],
      message: messageHtml(faker, body, outgoing ? other.name : me.name),
      attachments,
      isStarred: folder !== 'spam' && faker.datatype.boolean({ probability: 0.25 }),
      labels: folder === 'spam' ? [] : faker.helpers.arrayElements(labels, { min: 0, max: 2 }),
      time: sentAt,
      replies,
      folder,
      isRead: outgoing || faker.datatype.boolean({ probability: 0.55 }),
    };
  });
  return withHostileMails(mails);
}
