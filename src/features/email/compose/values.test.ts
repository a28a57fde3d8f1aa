import { describe, expect, it } from 'vitest';
import type { Email } from '@/lib/api/schemas/email';
import { answering, emptyMail, fromDraft, isBlank, parseSize, toBody } from './values';

const mail: Email = {
  id: 7,
  from: { name: 'Ada Lovelace', email: 'ada@example.com', avatar: '' },
  to: [{ name: 'John Doe', email: 'admin@demo.com' }],
  subject: 'Engine notes',
  cc: ['grace@example.com'],
  bcc: [],
  message: '<p>See the <b>notes</b>.</p>',
  attachments: [{ fileName: 'notes.pdf', size: '2.0 KB', thumbnail: '', url: '/files/notes.pdf' }],
  isStarred: false,
  labels: [],
  time: '2026-01-01T10:00:00.000Z',
  replies: [],
  folder: 'draft',
  isRead: true,
};

describe('compose values', () => {
  it('reads sizes back to bytes', () => {
    expect(parseSize('512 B')).toBe(512);
    expect(parseSize('2.0 KB')).toBe(2048);
    expect(parseSize('1.5 MB')).toBe(1572864);
    expect(parseSize('huge')).toBe(0);
  });

  it('a reply goes to the sender, once "Re:", with the mail quoted', () => {
    const reply = answering(mail, 'reply', 'Ada <wrote>:');
    expect(reply.to).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com' }]);
    expect(reply.subject).toBe('Re: Engine notes');
    expect(answering({ ...mail, subject: 'RE: Engine notes' }, 'reply', '').subject).toBe('RE: Engine notes');
    expect(reply.message).toBe('<p></p><p>Ada &lt;wrote&gt;:</p><blockquote><p>See the <b>notes</b>.</p></blockquote>');
    expect(reply.attachments).toEqual([]);
  });

  it('a forward keeps the attachments and has no recipient yet', () => {
    const forward = answering(mail, 'forward', '');
    expect(forward).toMatchObject({ to: [], subject: 'Fwd: Engine notes' });
    expect(forward.attachments.map((a) => [a.fileName, a.size])).toEqual([['notes.pdf', 2048]]);
  });

  it('a draft opens as it was saved and goes back with its id', () => {
    const values = fromDraft(mail);
    expect(toBody(values)).toEqual({
      to: mail.to,
      cc: ['grace@example.com'],
      bcc: [],
      subject: 'Engine notes',
      message: mail.message,
      attachments: [{ fileName: 'notes.pdf', size: 2048 }],
      draftId: 7,
    });
  });

  it('an empty editor sends no message; a blank mail is blank', () => {
    expect(toBody({ ...emptyMail(), message: '<p></p>' }).message).toBe('');
    expect(isBlank({ ...emptyMail(), message: '<p></p>' })).toBe(true);
    expect(isBlank({ ...emptyMail(), subject: ' x' })).toBe(false);
  });
});
