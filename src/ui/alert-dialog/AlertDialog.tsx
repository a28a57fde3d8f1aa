import { AlertDialog as RadixAlert } from 'radix-ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../alert/Alert';
import { Button } from '../button/Button';
import { Field } from '../field/Field';
import { Input } from '../input/Input';
import { focusMarkedControl } from '../modal/autofocus';
import { useKitLabels } from '../shared/kitLabels';
import type { Tone } from '../theme/tokens';
import { Actions, Content, Countdown, Description, ModalOverlay, Title, Track } from './alertDialogParts';
import { ToneIcon, type AlertTone } from './ToneIcon';
import { focusedOutside } from './focusedOutside';

export { alertTones, ToneIcon, type AlertTone } from './ToneIcon';

/** An input asked for in the dialog (a prompt), checked before the dialog confirms. */
export type AlertDialogInput = {
  label: string;
  defaultValue?: string;
  placeholder?: string;
  type?: 'text' | 'email' | 'url' | 'number';
  /** The problem with a value, or nothing when it is fine. */
  validate?: (value: string) => string | null | undefined;
};

export type AlertDialogOptions = {
  title: ReactNode;
  text?: ReactNode;
  tone?: AlertTone;
  /** The confirm button's words (the kit's "OK" by default) and tone. */
  confirmLabel?: string;
  confirmTone?: Tone;
  /** Shows a Cancel button (the kit's word, or this one); it takes the focus, as the safest answer. */
  cancelLabel?: string | boolean;
  input?: AlertDialogInput;
  /**
   * Runs when the person confirms (with the input's value): while its promise is pending the button is
   * busy and the dialog stays; a rejection shows its message in the dialog, to try again or cancel.
   */
  onConfirm?: (value: string | undefined) => unknown;
  /** Closes the dialog by itself after this many milliseconds, with a visible countdown. */
  timer?: number;
};

export type AlertDialogResult = { confirmed: true; value?: string } | { confirmed: false; reason: 'cancel' | 'timer' };

export type AlertDialogProps = AlertDialogOptions & {
  open: boolean;
  /** The person's answer: the dialog then closes (its owner sets `open` to false). */
  onClose: (result: AlertDialogResult) => void;
  /** Where the focus goes back on close; by default, what had it when the dialog opened. */
  returnFocus?: () => HTMLElement | null;
};

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Seconds left of a timer that runs while `running`; calls `onEnd` at zero. */
function useCountdown(ms: number | undefined, running: boolean, onEnd: () => void) {
  const [left, setLeft] = useState(ms ?? 0);
  const end = useRef(onEnd);
  useEffect(() => {
    end.current = onEnd;
  });
  useEffect(() => {
    if (!ms || !running) return undefined;
    const step = Math.min(1000, ms);
    const id = setInterval(() => setLeft((was) => Math.max(0, was - step)), step);
    return () => clearInterval(id);
  }, [ms, running]);
  useEffect(() => {
    if (ms && left === 0) end.current();
  }, [ms, left]);
  return left;
}

/**
 * A dialog that asks or tells, on Radix AlertDialog (role alertdialog): a tone picture drawn as it opens,
 * a title and text, an optional input checked before confirming, a confirm that can wait for its action
 * (and show why it failed), and an optional timer. Cancel, when there is one, has the focus first;
 * otherwise the input or the confirm button. Escape cancels. On close the focus goes back to what had it.
 */
export function AlertDialog({
  open,
  onClose,
  title,
  text,
  tone,
  confirmLabel,
  confirmTone = 'primary',
  cancelLabel,
  input,
  onConfirm,
  timer,
  returnFocus,
}: AlertDialogProps) {
  const labels = useKitLabels();
  const [value, setValue] = useState(input?.defaultValue ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const left = useCountdown(timer, open && !pending, () => onClose({ confirmed: false, reason: 'timer' }));
  const focusedBefore = useRef<HTMLElement | null>(null);
  const cancel = cancelLabel === true ? labels.cancel : cancelLabel || null;

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = input?.validate?.(value) ?? null;
    setInvalid(problem);
    if (problem) return;
    const answer = input ? value : undefined;
    if (onConfirm) {
      setFailure(null);
      setPending(true);
      try {
        await onConfirm(answer);
      } catch (error) {
        setFailure(reason(error));
        setPending(false);
        return;
      }
      setPending(false);
    }
    onClose(input ? { confirmed: true, value: answer } : { confirmed: true });
  };

  return (
    <RadixAlert.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose({ confirmed: false, reason: 'cancel' });
      }}
    >
      <RadixAlert.Portal>
        <ModalOverlay as={RadixAlert.Overlay} />
        <Content
          {...(text ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            focusedBefore.current = focusedOutside();
            // Without Cancel, the input, else the confirm button, takes the focus.
            focusMarkedControl(event);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const back = returnFocus?.() ?? focusedBefore.current;
            // Once the chain is over: a next dialog may open in the meantime, and keeps the focus.
            setTimeout(() => {
              if (back?.isConnected && !document.querySelector('[role="alertdialog"]')) back.focus();
            });
          }}
        >
          {tone ? <ToneIcon tone={tone} /> : null}
          <Title>{title}</Title>
          {text ? <Description>{text}</Description> : null}
          <form noValidate onSubmit={(event) => void confirm(event)}>
            {input ? (
              <Field label={input.label} error={invalid}>
                <Input
                  type={input.type ?? 'text'}
                  value={value}
                  placeholder={input.placeholder}
                  onChange={(event) => setValue(event.target.value)}
                  data-autofocus
                />
              </Field>
            ) : null}
            {failure ? (
              <Alert tone="danger" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Actions>
              {cancel ? (
                <RadixAlert.Cancel asChild>
                  <Button variant="outline" tone="secondary" disabled={pending}>
                    {cancel}
                  </Button>
                </RadixAlert.Cancel>
              ) : null}
              <Button
                type="submit"
                tone={confirmTone}
                loading={pending}
                data-autofocus={cancel || input ? undefined : true}
              >
                {confirmLabel ?? labels.ok}
              </Button>
            </Actions>
          </form>
          {timer ? (
            <Countdown>
              <span>{labels.closesIn(Math.ceil(left / 1000))}</span>
              <Track aria-hidden>
                <div style={{ transform: `scaleX(${left / timer})` }} />
              </Track>
            </Countdown>
          ) : null}
        </Content>
      </RadixAlert.Portal>
    </RadixAlert.Root>
  );
}
