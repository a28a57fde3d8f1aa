import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Email } from '@/lib/api/schemas/email';
import { useFormat } from '@/lib/format';
import { useSearchBox } from '@/lib/hooks/useSearchBox';
import { NoSuchPlace } from '@/lib/layout/NoSuchPlace';
import { AppFrame } from '@/ui/app-frame/AppFrame';
import { useSideColumn } from '@/ui/app-frame/useSideColumn';
import { loadEditor } from '@/ui/editor/Editor';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { toast } from '@/ui/toast/toast';
import { useMail, useMails } from '../api/mailbox';
import { answering, emptyMail, fromDraft, type ComposeValues } from '../compose/values';
import { ComposeButton, MailboxNav } from '../mailbox/MailboxNav';
import { MailList } from '../mailbox/MailList';
import { MAILBOX_BASE } from '../mailbox/place';
import { useMailboxRoute } from '../mailbox/useMailboxRoute';
import { ReadingPending } from '../reading/ReadingPending';
import { useMailKeys } from '../reading/useMailKeys';
import { useReadingActions } from '../reading/useReadingActions';
import { Nothing, Panes, Reading } from './EmailPage.styles';

const loadCompose = () => import('../compose/ComposeDialog');
/** The reading pane, with the sanitizer (DOMPurify): fetched once the mailbox is on screen. */
const loadReading = () => import('../reading/MailView');
const MailView = lazy(() => loadReading().then((m) => ({ default: m.MailView })));
const ComposeDialog = lazy(loadCompose);
/** The compose window's code and its editor's, fetched as soon as the reader points at Compose. */
const preloadCompose = () => void Promise.all([loadCompose(), loadEditor()]).catch(() => {});

/**
 * `/apps/email`: the mailbox in three panes (folders and labels, the list, the open mail) that fold
 * to one at a time on a phone. Folder, label, search and the open mail are in the URL; j and k move
 * between mails, e puts the open one in the trash and Escape goes back to the list. Compose opens a
 * window that stays while the reader goes on (docs/demo-api.md, Email, for the calls).
 */
export function EmailPage() {
  const { t } = useTranslation('email');
  const { date } = useFormat();
  const route = useMailboxRoute();
  const { place, scope } = route;
  const fallbackScope = scope ?? { folder: 'inbox' as const, q: '' };
  const list = useMails(fallbackScope, scope !== null);
  const mail = useMail(place?.mailId, fallbackScope);
  const side = useSideColumn({ title: t('email.mailbox'), openLabel: t('email.openFolders') });
  const [typed, setTyped] = useSearchBox(route.q, route.search);
  const [compose, setCompose] = useState<{ key: number; initial: ComposeValues; minimised: boolean } | null>(null);

  // A new folder, label or search starts with nothing selected; what stays selected is still listed.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const scopeKey = JSON.stringify(scope);
  const [selectionScope, setSelectionScope] = useState(scopeKey);
  if (selectionScope !== scopeKey) {
    setSelectionScope(scopeKey);
    setSelected(new Set());
  }
  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const actions = useReadingActions(route, fallbackScope, mail.data);

  // One mail is written at a time: asked for another (a reply, a draft), the open one comes back up.
  const openCompose = (initial: ComposeValues = emptyMail()) => {
    if (compose && initial.subject !== compose.initial.subject) toast.info(t('email.compose.oneAtATime'));
    setCompose((current) =>
      current ? { ...current, minimised: false } : { key: Date.now(), initial, minimised: false },
    );
  };
  const answer = async (original: Email, kind: 'reply' | 'forward') => {
    // The quote is the mail as the reader saw it: sanitized (the module is there: the mail is open).
    const { sanitizeHtml } = await import('@/lib/html/sanitizeHtml');
    const intro = t('email.compose.quoteIntro', {
      name: original.from.name,
      date: date(original.time, { dateStyle: 'medium', timeStyle: 'short' }),
    });
    openCompose(answering({ ...original, message: sanitizeHtml(original.message) }, kind, intro));
  };

  // Once the mails are listed, the reading pane's code comes, so a mail opens at once. Not sooner: it
  // would share the network with the code and the answer the list is waiting for.
  const listed = list.data !== undefined;
  useEffect(() => {
    if (listed) void loadReading().catch(() => {});
  }, [listed]);

  useMailKeys(
    {
      next: () => actions.step('next'),
      previous: () => actions.step('previous'),
      archive: actions.trash,
      close: route.closeMail,
    },
    place?.mailId !== undefined,
  );

  if (!place || !scope)
    return (
      <NoSuchPlace
        page={t('email.title')}
        title={t('email.noPlace')}
        hint={t('email.noPlaceHint')}
        to={`${MAILBOX_BASE}/inbox`}
        linkLabel={t('email.toInbox')}
      />
    );

  const viewName =
    'folder' in place.view ? t(`email.folder.${place.view.folder}`) : t(`email.label.${place.view.label}`);
  const composeButton = (
    <ComposeButton
      onClick={() => {
        side.close();
        openCompose();
      }}
      onPointerEnter={preloadCompose}
      onFocus={preloadCompose}
    />
  );
  const nav = (
    <MailboxNav
      place={place}
      pathOf={route.pathOf}
      counts={list.data?.emailsMeta}
      compose={composeButton}
      onNavigate={side.close}
    />
  );
  return (
    <PageStack>
      <PageHeader title={t('email.title')} description={t('email.description')} />
      <AppFrame>
        {side.column(nav)}
        <Panes data-reading={place.mailId !== undefined || undefined}>
          <MailList
            query={list}
            place={place}
            pathOf={route.pathOf}
            title={viewName}
            typed={typed}
            onType={setTyped}
            onClearSearch={() => {
              setTyped('');
              route.search('');
            }}
            selected={selected}
            onSelect={select}
            onChange={(what) => {
              actions.change(what);
              if (what.data.folder) setSelected(new Set());
            }}
            onLabel={actions.toggleLabel}
            busy={actions.busy}
            folders={side.opener(nav)}
          />
          {place.mailId !== undefined ? (
            <Reading>
              <Suspense fallback={<ReadingPending onClose={route.closeMail} />}>
                <MailView
                  query={mail}
                  actions={{
                    ...actions,
                    close: route.closeMail,
                    label: (which) => actions.toggleLabel([place.mailId!], which),
                    reply: (original, kind) => void answer(original, kind),
                    editDraft: (draft) => openCompose(fromDraft(draft)),
                  }}
                />
              </Suspense>
            </Reading>
          ) : (
            <Nothing>
              <EmptyState titleAs="h2" title={t('email.pick')} description={t('email.pickHint')} />
            </Nothing>
          )}
        </Panes>
      </AppFrame>
      {compose && (
        <Suspense fallback={null}>
          <ComposeDialog
            key={compose.key}
            initial={compose.initial}
            minimised={compose.minimised}
            onMinimise={(minimised) => setCompose((current) => current && { ...current, minimised })}
            onClose={() => setCompose(null)}
          />
        </Suspense>
      )}
    </PageStack>
  );
}
