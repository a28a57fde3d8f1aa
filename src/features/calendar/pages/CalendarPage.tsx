import { useCalendarController } from '@fullcalendar/react';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarKind } from '@/lib/api/schemas/calendar';
import { LoadError } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { toast } from '@/ui/toast/toast';
import { useEvents } from '../api/events';
import { useMoveEvent } from '../api/updateEvent';
import { CalendarSidebar } from '../components/CalendarSidebar';
import { CalendarStatus } from '../components/CalendarStatus';
import { CalendarToolbar } from '../components/CalendarToolbar';
import { EventCalendar } from '../components/EventCalendar';
import type { PanelState } from '../components/EventPanel';
import { eventValues, newEventOn } from '../eventValues';
import { calendarKinds } from '../kinds';
import { useCalendarPlace } from '../useCalendarPlace';
import { App, Main, Room } from './CalendarPage.styles';

/**
 * The event panel, with its form's code (react-hook-form, the guest picker): fetched when the reader
 * points at the calendar or at Add event, not with the page.
 */
const loadPanel = () => import('../components/EventPanel');
const EventPanel = lazy(() => loadPanel().then((m) => ({ default: m.EventPanel })));
const preloadPanel = () => void loadPanel().catch(() => {});

/**
 * `/apps/calendar`: the events of the chosen calendars in a month, week, day or list (the view and
 * day are in the address). Pick a day or drag across days to add an event, open one to change or
 * delete it, drag or resize it to move it (docs/demo-api.md, Calendar, for the calls).
 */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const { place, setPlace, narrow } = useCalendarPlace();
  const [selected, setSelected] = useState<ReadonlySet<CalendarKind>>(() => new Set(calendarKinds));
  const query = useEvents(calendarKinds.filter((kind) => selected.has(kind)));
  const controller = useCalendarController();
  const move = useMoveEvent();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // Undefined until the panel is first wanted; null once closed, so it can slide out.
  const [panel, setPanel] = useState<PanelState | null>();
  const openPanel = (state: Omit<PanelState, 'key'>) => {
    setSidebarOpen(false);
    setPanel({ key: Date.now(), ...state });
  };

  const sidebar = (
    <CalendarSidebar
      date={place.date}
      onDate={(date) => setPlace({ ...place, date })}
      selected={selected}
      onSelected={setSelected}
      onAdd={() => openPanel({ initial: newEventOn(place.date) })}
      onPreload={preloadPanel}
    />
  );
  return (
    <PageStack>
      <PageHeader title={t('calendar.title')} description={t('calendar.description')} />
      <App>
        {!narrow && sidebar}
        <Main>
          <CalendarToolbar
            title={controller.view?.title ?? ''}
            view={place.view}
            onView={(view) => setPlace({ ...place, view })}
            onStep={(step) => controller[step]()}
            sidebar={
              narrow && (
                <Offcanvas
                  title={t('calendar.sidebar')}
                  side="start"
                  size="20rem"
                  open={sidebarOpen}
                  onOpenChange={setSidebarOpen}
                  trigger={
                    <Button variant="text" tone="secondary" iconOnly aria-label={t('calendar.sidebar')}>
                      <SlidersHorizontal aria-hidden />
                    </Button>
                  }
                >
                  {sidebar}
                </Offcanvas>
              )
            }
          />
          <CalendarStatus query={query} noneSelected={selected.size === 0} />
          {/* The panel's code comes as soon as the reader points at the calendar or tabs into it. */}
          <Room onPointerEnter={preloadPanel} onFocus={preloadPanel}>
            {/* A failed first load; a failed reload keeps the events already shown. */}
            {query.isError && !query.data ? (
              <LoadError title={t('calendar.loadError')} query={query} />
            ) : (
              <EventCalendar
                events={query.data ?? []}
                place={place}
                onPlace={setPlace}
                controller={controller}
                onPick={(initial) => openPanel({ initial })}
                onOpen={(id) => {
                  const event = query.data?.find((candidate) => candidate.id === id);
                  if (event) openPanel({ initial: eventValues(event), event });
                }}
                onMove={(change, revert) =>
                  // Refused, the event goes back where it was, and the toast says why.
                  move.mutate(change, {
                    onError: (error) => {
                      revert();
                      toast.error(t('calendar.moveRefused', { message: error.message }));
                    },
                  })
                }
              />
            )}
          </Room>
        </Main>
      </App>
      {panel !== undefined && (
        <Suspense fallback={null}>
          <EventPanel state={panel} onClose={() => setPanel(null)} />
        </Suspense>
      )}
    </PageStack>
  );
}
