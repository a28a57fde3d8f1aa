import { FolderInput, MailOpen, Mail, Star, StarOff, Tag, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { emailLabels, type EmailFolder, type EmailLabel } from '@/lib/api/emailRules';
import type { Email } from '@/lib/api/schemas/email';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel } from '@/ui/dropdown-menu/DropdownMenu';
import type { MailChange } from '../api/mailbox';
import { IconAction } from '../components/IconAction';
import { labelTones, moveTargets } from './views';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1);
`;

const Dot = styled.span<{ $tone: string }>`
  inline-size: 0.5rem;
  block-size: 0.5rem;
  border-radius: 50%;
  background: var(--c-${(p) => p.$tone});
`;

type Props = {
  /** The selected mails, as the list has them. */
  selected: Email[];
  /** The folder on screen (none for a label's list): a selection is not moved where it already is. */
  folder?: string;
  onChange: (change: MailChange) => void;
  onLabel: (label: EmailLabel) => void;
  busy: boolean;
};

/**
 * What can be done to every selected mail at once: read or unread, star, move to a folder, a label
 * toggled (added where missing, removed where present), to the trash.
 */
export function BulkActions({ selected, folder, onChange, onLabel, busy }: Props) {
  const { t } = useTranslation('email');
  const ids = selected.map((mail) => mail.id);
  const anyUnread = selected.some((mail) => !mail.isRead);
  const anyUnstarred = selected.some((mail) => !mail.isStarred);
  const change = (data: MailChange['data']) => onChange({ ids, data });
  const icon = { 'aria-hidden': true, size: 18 } as const;
  return (
    <Group role="group" aria-label={t('email.bulk.label', { count: ids.length })}>
      <IconAction
        label={anyUnread ? t('email.bulk.read') : t('email.bulk.unread')}
        disabled={busy}
        onClick={() => change({ isRead: anyUnread })}
      >
        {anyUnread ? <MailOpen {...icon} /> : <Mail {...icon} />}
      </IconAction>
      <IconAction
        label={anyUnstarred ? t('email.bulk.star') : t('email.bulk.unstar')}
        disabled={busy}
        onClick={() => change({ isStarred: anyUnstarred })}
      >
        {anyUnstarred ? <Star {...icon} /> : <StarOff {...icon} />}
      </IconAction>
      <DropdownMenu
        align="start"
        trigger={
          <IconAction label={t('email.bulk.move')} disabled={busy}>
            <FolderInput {...icon} />
          </IconAction>
        }
      >
        <DropdownMenuLabel>{t('email.bulk.moveTo')}</DropdownMenuLabel>
        {moveTargets
          .filter((target) => target !== folder)
          .map((target: EmailFolder) => (
            <DropdownMenuItem key={target} onSelect={() => change({ folder: target })}>
              {t(`email.folder.${target}`)}
            </DropdownMenuItem>
          ))}
      </DropdownMenu>
      <DropdownMenu
        align="start"
        trigger={
          <IconAction label={t('email.bulk.labels')} disabled={busy}>
            <Tag {...icon} />
          </IconAction>
        }
      >
        <DropdownMenuLabel>{t('email.bulk.toggleLabel')}</DropdownMenuLabel>
        {emailLabels.map((label) => (
          <DropdownMenuItem
            key={label}
            icon={<Dot $tone={labelTones[label]} aria-hidden />}
            onSelect={() => onLabel(label)}
          >
            {t(`email.label.${label}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenu>
      {folder !== 'trash' && (
        <IconAction label={t('email.bulk.trash')} disabled={busy} onClick={() => change({ folder: 'trash' })}>
          <Trash2 {...icon} />
        </IconAction>
      )}
    </Group>
  );
}
