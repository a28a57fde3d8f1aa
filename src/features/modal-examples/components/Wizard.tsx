import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Modal, ModalClose } from '@/ui/modal/Modal';
import { Stepper } from './Stepper';

const Heading = styled.h3`
  margin: 0 0 var(--space-4);
  font-size: var(--fs-md);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
  /* It takes the focus only to be read out when the step changes; it is not a control. */
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

/**
 * The buttons end the form (so Enter in a field is Next, as in any form) and stay in view at the
 * bottom of the dialog while a long step scrolls under them, drawn like the modal's own footer.
 */
const Actions = styled.div`
  position: sticky;
  inset-block-end: calc(-1 * var(--space-5));
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
  margin: var(--space-2) calc(-1 * var(--space-5)) calc(-1 * var(--space-5));
  padding: var(--space-4) var(--space-5);
  border-block-start: 1px solid var(--c-border);
  background: var(--c-raised);
`;

/** Arrows point the way the text runs. */
const Flip = styled.span`
  display: inline-flex;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

type Props = {
  title: string;
  description?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The steps' names, in order. */
  steps: readonly string[];
  current: number;
  onBack: () => void;
  /** Next on every step but the last, where it finishes. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  finishLabel: string;
  children: ReactNode;
};

/**
 * A dialog in steps: the step indicator, the current step's form under its heading, and Back, Next
 * and the finishing button under it. Enter in a field is Next. When the step changes the focus
 * goes to its heading, which names it.
 */
export function Wizard({
  title,
  description,
  open,
  onOpenChange,
  steps,
  current,
  onBack,
  onSubmit,
  finishLabel,
  children,
}: Props) {
  const { t } = useTranslation('modal-examples');
  const formId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    heading.current?.focus();
  }, [current]);
  const last = current === steps.length - 1;
  return (
    <Modal open={open} onOpenChange={onOpenChange} size="lg" title={title} description={description}>
      <Stepper steps={steps} current={current} />
      <Form id={formId} noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-heading`}>
        <Heading id={`${formId}-heading`} ref={heading} tabIndex={-1}>
          {t('modalExamples.steps.heading', { n: current + 1, total: steps.length, name: steps[current] })}
        </Heading>
        {children}
        <Actions>
          {current === 0 ? (
            <ModalClose asChild>
              <Button variant="outline" tone="secondary">
                {t('modalExamples.actions.cancel')}
              </Button>
            </ModalClose>
          ) : (
            <Button
              variant="outline"
              tone="secondary"
              startIcon={
                <Flip>
                  <ArrowLeft aria-hidden />
                </Flip>
              }
              onClick={onBack}
            >
              {t('modalExamples.actions.back')}
            </Button>
          )}
          <Button
            type="submit"
            startIcon={last ? <Check aria-hidden /> : undefined}
            endIcon={
              last ? undefined : (
                <Flip>
                  <ArrowRight aria-hidden />
                </Flip>
              )
            }
          >
            {last ? finishLabel : t('modalExamples.actions.next')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
