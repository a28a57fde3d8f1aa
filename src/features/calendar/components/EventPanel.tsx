import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/modal/ConfirmDialog';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';
import { toast } from '@/ui/toast/toast';
import { useRemoveEvent } from '../api/removeEvent';
import type { EventValues } from '../eventValues';
import { EventForm } from './EventForm';

/** What the panel shows: a new event's values, or an existing event's (with its id and title to delete it). */
export type PanelState = { key: number; initial: EventValues; event?: { id: number; title: string } };

type Props = { state: PanelState | null; onClose: () => void };

/**
 * The side panel to add or change an event, and to delete one after asking. Each opening starts a
 * fresh form (`key`); closing it drops what was typed, a refused save keeps it.
 */
export function EventPanel({ state, onClose }: Props) {
  const { t } = useTranslation('calendar');
  const remove = useRemoveEvent();
  const [confirming, setConfirming] = useState(false);
  const event = state?.event;
  const removeEvent = () => {
    if (!event) return;
    remove.mutate(event.id, {
      onSuccess: () => {
        toast.success(t('calendar.removed', { title: event.title }));
        setConfirming(false);
        onClose();
      },
    });
  };
  return (
    <>
      <Offcanvas
        title={t(event ? 'calendar.editTitle' : 'calendar.addTitle')}
        size="28rem"
        open={state !== null}
        onOpenChange={(open) => !open && onClose()}
      >
        {state && (
          <EventForm
            key={state.key}
            initial={state.initial}
            eventId={event?.id}
            onSaved={onClose}
            onCancel={onClose}
            onDelete={
              event &&
              (() => {
                remove.reset();
                setConfirming(true);
              })
            }
          />
        )}
      </Offcanvas>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('calendar.confirmDelete.title', { title: event?.title })}
        description={t('calendar.confirmDelete.text')}
        confirmLabel={t('calendar.delete')}
        cancelLabel={t('calendar.keep')}
        onConfirm={removeEvent}
        pending={remove.isPending}
        error={remove.error && t('calendar.removeFailed', { message: remove.error.message })}
      />
    </>
  );
}
