import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, type ComponentProps, type ReactNode, type Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { closeButtonCss } from '../shared/closeButtonCss';
import { noMotion } from '../shared/noMotion';
import type { TriggerRefProp } from '../shared/lazyOverlay';
import { useKitLabels } from '../shared/kitLabels';
import { focusMarkedControl } from './autofocus';
import { keyboardScroll } from './keyboardScroll';

const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translate(-50%, -46%); } to { opacity: 1; transform: translate(-50%, -50%); }`;

const widths = { sm: '24rem', md: '32rem', lg: '50rem', xl: '71rem' } as const;

// On the dialogs' own layer, under its dialog by page order: a dialog opened from another comes later
// in the page, so its backdrop dims the one below.
export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1060;
  background: var(--c-backdrop);
  animation: ${fade} 0.15s ease-out;
  ${noMotion}
`;

const Content = styled(Dialog.Content)<{ $width: string }>`
  position: fixed;
  z-index: 1060;
  inset-block-start: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  inline-size: min(${(p) => p.$width}, calc(100vw - 2rem));
  max-block-size: calc(100dvh - 2rem);
  background: var(--c-raised);
  color: var(--c-text);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-lg);
  animation: ${rise} 0.2s ease-out;
  ${noMotion}
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-5) var(--space-5) var(--space-3);
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: var(--fs-lg);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

const Description = styled(Dialog.Description)`
  margin: var(--space-1) 0 0;
  color: var(--c-muted);
`;

const Body = styled.div`
  padding: 0 var(--space-5) var(--space-5);
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
  padding: var(--space-4) var(--space-5);
  border-block-start: 1px solid var(--c-border);
`;

export const CloseButton = styled(Dialog.Close)`
  ${closeButtonCss()}
`;

export type ModalProps = ComponentProps<typeof Dialog.Root> & {
  title: ReactNode;
  description?: ReactNode;
  /** Opens the modal when clicked; omit to control it with `open`. */
  trigger?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof widths;
  children?: ReactNode;
};

/** Radix's dialog with its trigger and backdrop: what the modal and the side panel share. */
export function DialogFrame({
  trigger,
  triggerRef,
  children,
  ...root
}: ComponentProps<typeof Dialog.Root> & { trigger?: ReactNode } & TriggerRefProp) {
  return (
    <Dialog.Root {...root}>
      {trigger && (
        <Dialog.Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
          {trigger}
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Overlay />
        {children}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog itself, loaded with its first use (`./Modal`). */
export function Modal({
  title,
  description,
  trigger,
  footer,
  size = 'md',
  children,
  triggerRef,
  ...root
}: ModalProps & TriggerRefProp) {
  const labels = useKitLabels();
  // Radix gives the focus back to its own trigger only; a modal the page opens (a row's delete
  // button, no trigger here) gives it back to whatever had it, if that is still on the page.
  const focusedBefore = useRef<HTMLElement | null>(null);
  return (
    <DialogFrame trigger={trigger} triggerRef={triggerRef} {...root}>
      {/* Without a description, say so explicitly (Radix otherwise warns about a missing one). */}
      <Content
        $width={widths[size]}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          // A control marked data-autofocus takes the focus first (a confirm dialog's Cancel).
          focusMarkedControl(event);
        }}
        onCloseAutoFocus={(event) => {
          const back = focusedBefore.current;
          if (trigger || !back?.isConnected) return;
          event.preventDefault();
          back.focus();
        }}
      >
        <Header>
          <div>
            <Title>{title}</Title>
            {description ? <Description>{description}</Description> : null}
          </div>
          <CloseButton aria-label={labels.close}>
            <X aria-hidden />
          </CloseButton>
        </Header>
        {children != null && <Body ref={keyboardScroll}>{children}</Body>}
        {footer != null && <Footer>{footer}</Footer>}
      </Content>
    </DialogFrame>
  );
}

export const ModalClose = Dialog.Close;
export type ModalCloseProps = ComponentProps<typeof Dialog.Close>;
