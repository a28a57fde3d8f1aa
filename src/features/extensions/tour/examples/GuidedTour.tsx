import { Filter, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Joyride, STATUS, type Step, type TooltipRenderProps } from 'react-joyride';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

/** The tour's own tooltip, drawn with the kit: a dialog named by its title, Escape ends the tour. */
function TourTooltip({
  step,
  index,
  size,
  isLastStep,
  controls,
  tooltipProps,
  backProps,
  primaryProps,
  skipProps,
}: TooltipRenderProps) {
  const id = useId();
  useEffect(() => {
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && controls.skip('button_close');
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [controls]);
  return (
    <div
      {...tooltipProps}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      style={{
        display: 'grid',
        gap: 'var(--space-3)',
        inlineSize: 'min(20rem, calc(100vw - 2rem))',
        padding: 'var(--space-4)',
        borderRadius: 'var(--radius-lg)',
        background: 'var(--c-card)',
        color: 'var(--c-text)',
        boxShadow: 'var(--shadow-lg)',
      }}
    >
      <h2 id={`${id}-title`} style={{ margin: 0, fontSize: 'var(--fs-lg)', color: 'var(--c-heading)' }}>
        {step.title}
      </h2>
      <p id={`${id}-text`} style={{ margin: 0 }}>
        {step.content}
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-2)' }}>
        <span style={{ marginInlineEnd: 'auto', color: 'var(--c-muted)' }}>
          {index + 1} of {size}
        </span>
        <Button {...skipProps} variant="text" tone="secondary" size="sm">
          Skip tour
        </Button>
        {index > 0 && (
          <Button {...backProps} variant="outline" size="sm">
            Back
          </Button>
        )}
        <Button {...primaryProps} size="sm">
          {isLastStep ? 'Done' : 'Next'}
        </Button>
      </div>
    </div>
  );
}

/**
 * A guided tour with react-joyride: each step points at a real control, in a dialog drawn with the
 * kit. Next, Back and Skip by keyboard or pointer (the focus starts on Next), Escape ends it, and
 * the focus returns to the button that started it, which also runs it again.
 */
export default function GuidedTour() {
  const [run, setRun] = useState(false);
  const search = useRef<HTMLDivElement>(null);
  const filters = useRef<HTMLButtonElement>(null);
  const create = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const [ran, setRan] = useState(false);
  // When the tour ends, the focus goes back to the button that started it.
  useEffect(() => {
    if (!run && ran) start.current?.focus();
  }, [run, ran]);
  // Made once: the targets are refs, which stay the same object from render to render.
  const [steps] = useState<Step[]>(() => [
    { target: search, title: 'Search', content: 'Find an invoice by its number, customer or amount.' },
    { target: filters, title: 'Filters', content: 'Show only the paid, pending or overdue invoices.' },
    { target: create, title: 'New invoice', content: 'Start a new invoice; it is saved as a draft.' },
    { target: start, title: 'Any time again', content: 'This button runs the tour again.' },
  ]);
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 'var(--space-3)' }}>
        <div ref={search} style={{ flex: '1 1 12rem' }}>
          <Field label="Search invoices">
            <Input type="search" placeholder="INV-1024" />
          </Field>
        </div>
        <Button ref={filters} variant="outline" tone="secondary" startIcon={<Filter aria-hidden />}>
          Filters
        </Button>
        <Button ref={create} startIcon={<Plus aria-hidden />}>
          New invoice
        </Button>
      </div>
      <Button
        ref={start}
        variant="text"
        style={{ justifySelf: 'start' }}
        onClick={() => {
          setRun(true);
          setRan(true);
        }}
      >
        {ran ? 'Restart the tour' : 'Take the tour'}
      </Button>
      <Joyride
        steps={steps}
        run={run}
        continuous
        tooltipComponent={TourTooltip}
        onEvent={({ status }) => {
          if (status === STATUS.FINISHED || status === STATUS.SKIPPED) setRun(false);
        }}
        options={{
          skipBeacon: true,
          dismissKeyAction: false,
          overlayClickAction: false,
          overlayColor: 'rgb(0 0 0 / 0.5)',
          zIndex: 1000,
        }}
        styles={{ arrow: { color: 'var(--c-card)' } }}
        locale={{ back: 'Back', close: 'Close', last: 'Done', next: 'Next', skip: 'Skip tour' }}
      />
    </div>
  );
}
