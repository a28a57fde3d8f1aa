import type { LucideIcon } from 'lucide-react';
import { Suspense, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Card } from '@/ui/card/Card';
import { IconBadge } from '@/ui/icon-badge/IconBadge';

/** What every example dialog takes: its open state, and `onDone` once it has done its work. */
export type ExampleDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onDone: () => void };

export type Example = {
  id: string;
  icon: LucideIcon;
  /** The dialog's code, fetched when its button is pointed at, focused or pressed. */
  preload: () => Promise<unknown>;
  Dialog: ComponentType<ExampleDialogProps>;
};

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-6) var(--space-5);
  text-align: center;
  h2 {
    margin: 0;
    font-size: var(--fs-lg);
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
  p {
    margin: 0 0 var(--space-2);
  }
`;

/**
 * One example: what the dialog does and the button that shows it. The dialog stays mounted once
 * shown, so closing it (Escape, Cancel) keeps where it was left (its form, its step); once it has
 * done its work it starts afresh the next time. Closing gives the focus back to this button.
 */
export function ExampleCard({ example }: { example: Example }) {
  const { t } = useTranslation('modal-examples');
  const { id, icon: Icon, preload, Dialog } = example;
  const [shown, setShown] = useState(false);
  const [open, setOpen] = useState(false);
  const [run, setRun] = useState(0);
  const done = useRef(false);
  const title = t(`modalExamples.examples.${id}.title`);
  const show = (event: MouseEvent<HTMLButtonElement>) => {
    // The modal gives the focus back to what had it when it opened: make that this button even
    // where a click does not focus a button (Safari).
    event.currentTarget.focus();
    if (done.current) {
      done.current = false;
      setRun(run + 1);
    }
    setShown(true);
    setOpen(true);
  };
  return (
    <Card aria-labelledby={`example-${id}`}>
      <Body>
        <IconBadge $tone="primary" $size={3.5} $square>
          <Icon aria-hidden />
        </IconBadge>
        <h2 id={`example-${id}`}>{title}</h2>
        <p>{t(`modalExamples.examples.${id}.description`)}</p>
        <Button
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void preload()}
          onFocus={() => void preload()}
          onClick={show}
        >
          {t('modalExamples.show')}
          <span className="visually-hidden"> {title}</span>
        </Button>
      </Body>
      <Suspense fallback={null}>
        {shown ? (
          <Dialog
            key={run}
            open={open}
            onOpenChange={setOpen}
            onDone={() => {
              done.current = true;
              setOpen(false);
            }}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}
