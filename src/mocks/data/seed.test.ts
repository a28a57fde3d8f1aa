import { describe, expect, it } from 'vitest';
import * as z from '@/lib/api/zod';
import { calendarEvent } from '@/lib/api/schemas/calendar';
import { chatContact, chatThread, profileUser } from '@/lib/api/schemas/chat';
import { employee } from '@/lib/api/schemas/datatables';
import { email } from '@/lib/api/schemas/email';
import { invoice } from '@/lib/api/schemas/invoices';
import { searchContact, searchFile, searchPage } from '@/lib/api/schemas/search';
import { task } from '@/lib/api/schemas/todo';
import { managedUser } from '@/lib/api/schemas/users';
import events from './seed/events.json';
import chatContacts from './seed/chatContacts.json';
import chatProfile from './seed/chatProfile.json';
import chats from './seed/chats.json';
import employees from './seed/employees.json';
import emails from './seed/emails.json';
import invoices from './seed/invoices.json';
import search from './seed/search.json';
import tasks from './seed/tasks.json';
import users from './seed/users.json';

/** The committed seed matches the shared schemas, and the demo data's volumes. */
describe('seed data', () => {
  it.each([
    ['users', users, managedUser, 50],
    ['invoices', invoices, invoice, 36],
    ['employees', employees, employee, 100],
    ['emails', emails, email, 26],
    ['tasks', tasks, task, undefined],
    ['events', events, calendarEvent, undefined],
    ['chat contacts', chatContacts, chatContact, undefined],
    ['chat threads', chats, chatThread, undefined],
    ['search pages', search.pages, searchPage, undefined],
    ['search files', search.files, searchFile, undefined],
    ['search contacts', search.contacts, searchContact, undefined],
  ] as const)('%s', (_, rows, schema, volume) => {
    z.array(z.strictObject(schema.shape)).parse(rows);
    if (volume !== undefined) expect(rows).toHaveLength(volume);
    const ids = (rows as { id?: number }[]).map((row) => row.id).filter((id) => id !== undefined);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the chat profile', () => z.strictObject(profileUser.shape).parse(chatProfile));

  it('every image and file the data points at ships in public/', async () => {
    const { existsSync, readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('./seed/', import.meta.url);
    const text = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    // Paths in JSON strings, and in HTML inside them (`src=\"/images/…\"`).
    const paths = [...new Set(text.match(/"\/(images|files)\/[^"\\]+/g)!.map((m) => m.slice(1)))];
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => !existsSync(new URL(`../../../public${p}`, import.meta.url)))).toEqual([]);
    // Nothing from the web, but the social links and the hostile mails' addresses on example.com, a
    // domain reserved for examples that the sanitizer keeps from loading (docs/ARCHITECTURE.md).
    expect(text).not.toMatch(/https?:\/\/(?!(x\.com|www\.linkedin\.com|([a-z]+\.)?example\.com))/);
  });
});
