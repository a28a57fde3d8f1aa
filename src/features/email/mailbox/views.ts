import { File, Inbox, type LucideIcon, OctagonAlert, Send, Star, Trash2 } from 'lucide-react';
import type { EmailFolder, EmailLabel, EmailView } from '@/lib/api/schemas/email';
import type { Tone } from '@/ui/theme';

/** The folders in the order the mailbox lists them, each with its icon. */
export const folderIcons: Record<EmailView, LucideIcon> = {
  inbox: Inbox,
  sent: Send,
  draft: File,
  starred: Star,
  spam: OctagonAlert,
  trash: Trash2,
};

/** Each label's colour: a dot beside its name, and its badge on a mail. */
export const labelTones: Record<EmailLabel, Tone> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger',
};

/** Where a selection can be moved: every folder a mail can live in (starred is a flag, not a place). */
export const moveTargets: readonly EmailFolder[] = ['inbox', 'spam', 'trash'];
