import type { TFunction } from 'i18next';
import { composeLimits } from '@/lib/api/emailRules';
import { isAddress } from './RecipientsField';
import type { ComposeValues, Person } from './values';

export type Typed = { to: string; cc: string; bcc: string };
type Field = 'to' | 'cc' | 'bcc' | 'subject' | 'message' | 'attachments';

/** The first message for a field, from the form's own checks or the server's issues (`to.0.email`). */
export const messageFor = (errors: Record<string, string>, field: Field) =>
  Object.entries(errors).find(([path]) => path === field || path.startsWith(`${field}.`))?.[1];

/**
 * What the form can tell before asking the server: no half-typed address, a subject that fits and,
 * to send, a recipient. The server checks the same and more (docs/demo-api.md, Email).
 */
export function checkMail(values: ComposeValues, typed: Typed, sending: boolean, t: TFunction) {
  const found: Record<string, string> = {};
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const text = typed[field].trim();
    if (text && !isAddress(text)) found[field] = t('email.compose.notAddress', { text });
  }
  if (sending && values.to.length === 0 && !isAddress(typed.to)) found.to ??= t('email.compose.noRecipient');
  if (values.subject.trim().length > composeLimits.subject)
    found.subject = t('email.compose.subjectTooLong', { count: composeLimits.subject });
  return found;
}

/** Addresses typed in full but not yet made tokens go with the mail. */
export function withTyped(values: ComposeValues, typed: Typed): ComposeValues {
  const more = (field: 'to' | 'cc' | 'bcc'): Person[] => {
    const text = typed[field].trim();
    return isAddress(text) && !values[field].some((person) => person.email === text) ? [{ name: '', email: text }] : [];
  };
  return {
    ...values,
    to: [...values.to, ...more('to')],
    cc: [...values.cc, ...more('cc')],
    bcc: [...values.bcc, ...more('bcc')],
  };
}
