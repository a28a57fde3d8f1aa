import { Bell, Check, MessageSquare, Package, ShieldAlert, UserRound, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Notification } from '@/lib/api/schemas/notifications';
import { LoadingStatus } from '@/lib/query/QueryStates';
import { relativeTime } from '@/lib/relativeTime';
import { Avatar } from '@/ui/avatar/Avatar';
import { Badge } from '@/ui/badge/Badge';
import { Button } from '@/ui/button/Button';
import type { Tone } from '@/ui/theme/tokens';
import { useDismissNotification, useMarkNotificationsRead, useNotifications } from '../api';
import { publicUrl } from '@/lib/publicUrl';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  margin-block-end: var(--space-2);
`;

const List = styled.ul`
  display: grid;
  margin: 0 calc(-1 * var(--space-2));
  padding: 0;
  list-style: none;
  max-block-size: min(60dvh, 26rem);
  overflow-y: auto;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-2);
  border-radius: var(--radius-md);
  /* Unread: a bar at the start edge (a tinted background would fail contrast for the muted time). */
  border-inline-start: 3px solid ${(p) => (p.$unread ? 'var(--c-primary)' : 'transparent')};
  & + & {
    margin-block-start: 2px;
  }
  strong {
    display: block;
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
  p {
    margin: 0;
    color: var(--c-text);
    font-size: var(--fs-sm);
  }
  time {
    color: var(--c-muted);
    font-size: var(--fs-xs);
  }
`;

const Actions = styled.span`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
`;

const KindIcon = styled.span<{ $tone: Tone }>`
  display: grid;
  place-items: center;
  inline-size: 2rem;
  block-size: 2rem;
  border-radius: 50%;
  background: var(--c-${(p) => p.$tone}-tint);
  color: var(--c-${(p) => p.$tone}-text);
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

const kinds: Record<Notification['kind'], { icon: LucideIcon; tone: Tone }> = {
  order: { icon: Package, tone: 'success' },
  message: { icon: MessageSquare, tone: 'info' },
  user: { icon: UserRound, tone: 'primary' },
  system: { icon: Bell, tone: 'warning' },
  security: { icon: ShieldAlert, tone: 'danger' },
};

/**
 * The notifications panel, fetched when the menu first opens (not with every page): each notice with
 * its time, unread ones marked with a bar; each can be marked read or dismissed, or all marked read.
 */
export default function NotificationsPanel() {
  const { t, i18n } = useTranslation('shell');
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const dismiss = useDismissNotification();
  const unread = query.data?.unread ?? 0;
  const list = query.data?.notifications ?? [];
  // Times read relative to when the list arrived; a refetch (focus, a change) brings them up to date.
  const now = query.dataUpdatedAt;
  return (
    <>
      {query.isPending ? (
        <LoadingStatus />
      ) : query.isError ? (
        <p role="alert">
          {t('notifications.error')}{' '}
          <Button variant="text" size="sm" onClick={() => void query.refetch()}>
            {t('notifications.retry')}
          </Button>
        </p>
      ) : list.length === 0 ? (
        <p>{t('notifications.empty')}</p>
      ) : (
        <>
          <Toolbar>
            <Badge tone="primary">{t('notifications.new', { count: unread })}</Badge>
            <Button
              variant="text"
              size="sm"
              disabled={unread === 0}
              loading={markRead.isPending && markRead.variables === undefined}
              onClick={() => markRead.mutate(undefined)}
            >
              {t('notifications.markAll')}
            </Button>
          </Toolbar>
          {markRead.isError || dismiss.isError ? <p role="alert">{t('notifications.updateError')}</p> : null}
          <List aria-label={t('notifications.title')}>
            {list.map((item) => {
              const kind = kinds[item.kind];
              const Icon = kind.icon;
              return (
                <Item key={item.id} $unread={!item.read}>
                  {item.avatar ? (
                    <Avatar name={item.title} src={publicUrl(item.avatar)} size="sm" />
                  ) : (
                    <KindIcon $tone={kind.tone} aria-hidden>
                      <Icon />
                    </KindIcon>
                  )}
                  <span>
                    <strong>
                      {item.read ? null : <span className="visually-hidden">{t('notifications.unread')}: </span>}
                      {item.title}
                    </strong>
                    <p>{item.body}</p>
                    <time dateTime={item.createdAt}>{relativeTime(item.createdAt, now, i18n.resolvedLanguage)}</time>
                  </span>
                  <Actions>
                    {item.read ? null : (
                      <Button
                        variant="text"
                        tone="secondary"
                        size="sm"
                        iconOnly
                        aria-label={t('notifications.markRead', { title: item.title })}
                        onClick={() => markRead.mutate([item.id])}
                      >
                        <Check aria-hidden />
                      </Button>
                    )}
                    <Button
                      variant="text"
                      tone="secondary"
                      size="sm"
                      iconOnly
                      aria-label={t('notifications.dismiss', { title: item.title })}
                      onClick={() => dismiss.mutate(item.id)}
                    >
                      <X aria-hidden />
                    </Button>
                  </Actions>
                </Item>
              );
            })}
          </List>
        </>
      )}
    </>
  );
}
