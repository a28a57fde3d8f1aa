import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailLabels, emailViews } from '@/lib/api/emailRules';
import type { EmailsResponse } from '@/lib/api/schemas/email';
import { useFormat } from '@/lib/format';
import { Badge } from '@/ui/badge/Badge';
import { Button } from '@/ui/button/Button';
import { SideNav, SideNavHeading, SideNavList, SideNavName, SideNavPlace, ToneDot } from '@/ui/side-nav/SideNav';
import type { MailboxPlace } from './place';
import { folderIcons, labelTones } from './views';

type Props = {
  place: MailboxPlace;
  pathOf: (place: MailboxPlace, q?: string) => string;
  counts: EmailsResponse['emailsMeta'] | undefined;
  /** The compose button (it loads the dialog's code when first pointed at). */
  compose: ReactNode;
  /** Called when a folder or label is chosen (the phone's panel closes). */
  onNavigate?: () => void;
};

/** The mailbox's folders, with the unread counts of inbox and spam and the number of drafts, and its labels. */
export function MailboxNav({ place, pathOf, counts, compose, onNavigate }: Props) {
  const { t } = useTranslation('email');
  const { number } = useFormat();
  const current = (view: MailboxPlace['view']) =>
    JSON.stringify(view) === JSON.stringify(place.view) ? ('page' as const) : undefined;
  const countOf = (view: string) => {
    if (!counts || !(view in counts)) return null;
    const count = counts[view as keyof typeof counts];
    if (count === 0) return null;
    return (
      <Badge tone={view === 'draft' ? 'secondary' : view === 'spam' ? 'danger' : 'primary'} pill>
        {number(count)}
        <span className="visually-hidden">
          {' '}
          {view === 'draft' ? t('email.counts.drafts', { count }) : t('email.counts.unread', { count })}
        </span>
      </Badge>
    );
  };
  return (
    <SideNav aria-label={t('email.mailbox')}>
      {compose}
      <div>
        <SideNavHeading id="email-folders">{t('email.folders')}</SideNavHeading>
        <SideNavList aria-labelledby="email-folders">
          {emailViews.map((folder) => {
            const Icon = folderIcons[folder];
            return (
              <li key={folder}>
                <SideNavPlace
                  as={Link}
                  to={pathOf({ view: { folder } }, '')}
                  aria-current={current({ folder })}
                  onClick={onNavigate}
                >
                  <Icon aria-hidden />
                  <SideNavName>{t(`email.folder.${folder}`)}</SideNavName>
                  {countOf(folder)}
                </SideNavPlace>
              </li>
            );
          })}
        </SideNavList>
      </div>
      <div>
        <SideNavHeading id="email-labels">{t('email.labels')}</SideNavHeading>
        <SideNavList aria-labelledby="email-labels">
          {emailLabels.map((label) => (
            <li key={label}>
              <SideNavPlace
                as={Link}
                to={pathOf({ view: { label } }, '')}
                aria-current={current({ label })}
                onClick={onNavigate}
              >
                <ToneDot $tone={labelTones[label]} aria-hidden />
                <SideNavName>{t(`email.label.${label}`)}</SideNavName>
              </SideNavPlace>
            </li>
          ))}
        </SideNavList>
      </div>
    </SideNav>
  );
}

/** The button that opens a new mail. */
export function ComposeButton(props: { onClick: () => void; onPointerEnter?: () => void; onFocus?: () => void }) {
  const { t } = useTranslation('email');
  return (
    <Button block startIcon={<Pencil aria-hidden />} {...props}>
      {t('email.compose.open')}
    </Button>
  );
}
