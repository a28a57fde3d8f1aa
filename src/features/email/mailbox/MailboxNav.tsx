import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { emailLabels, emailViews } from '@/lib/api/emailRules';
import type { EmailsResponse } from '@/lib/api/schemas/email';
import { useFormat } from '@/lib/format';
import { Badge } from '@/ui/badge/Badge';
import { Button } from '@/ui/button/Button';
import type { MailboxPlace } from './place';
import { folderIcons, labelTones } from './views';

const Nav = styled.nav`
  display: grid;
  align-content: start;
  gap: var(--space-5);
  padding: var(--space-5) var(--space-4);
`;

const Heading = styled.h2`
  margin: 0 0 var(--space-2);
  padding-inline: var(--space-3);
  font-size: var(--fs-xs);
  font-weight: var(--fw-semibold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--c-muted);
`;

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Place = styled(Link)`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-md);
  color: var(--c-text);
  text-decoration: none;
  svg {
    flex: none;
    inline-size: 1.125rem;
    block-size: 1.125rem;
  }
  &:hover {
    background: var(--c-hover);
  }
  &[aria-current='page'] {
    background: var(--c-primary-tint);
    color: var(--c-primary-text);
    font-weight: var(--fw-medium);
  }
`;

const Name = styled.span`
  flex: 1;
`;

const Dot = styled.span<{ $tone: string }>`
  flex: none;
  inline-size: 0.625rem;
  block-size: 0.625rem;
  border-radius: 50%;
  background: var(--c-${(p) => p.$tone});
`;

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
  const { t } = useTranslation();
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
    <Nav aria-label={t('email.mailbox')}>
      {compose}
      <div>
        <Heading id="email-folders">{t('email.folders')}</Heading>
        <List aria-labelledby="email-folders">
          {emailViews.map((folder) => {
            const Icon = folderIcons[folder];
            return (
              <li key={folder}>
                <Place to={pathOf({ view: { folder } }, '')} aria-current={current({ folder })} onClick={onNavigate}>
                  <Icon aria-hidden />
                  <Name>{t(`email.folder.${folder}`)}</Name>
                  {countOf(folder)}
                </Place>
              </li>
            );
          })}
        </List>
      </div>
      <div>
        <Heading id="email-labels">{t('email.labels')}</Heading>
        <List aria-labelledby="email-labels">
          {emailLabels.map((label) => (
            <li key={label}>
              <Place to={pathOf({ view: { label } }, '')} aria-current={current({ label })} onClick={onNavigate}>
                <Dot $tone={labelTones[label]} aria-hidden />
                <Name>{t(`email.label.${label}`)}</Name>
              </Place>
            </li>
          ))}
        </List>
      </div>
    </Nav>
  );
}

/** The button that opens a new mail. */
export function ComposeButton(props: { onClick: () => void; onPointerEnter?: () => void; onFocus?: () => void }) {
  const { t } = useTranslation();
  return (
    <Button block startIcon={<Pencil aria-hidden />} {...props}>
      {t('email.compose.open')}
    </Button>
  );
}
