import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { CloseButton, DialogFrame } from '../modal/RadixModal';
import type { TriggerRefProp } from '../shared/lazyOverlay';
import { noMotion } from '../shared/noMotion';
import { useKitLabels } from '../shared/kitLabels';
import { keyboardScroll } from '../modal/keyboardScroll';

export type OffcanvasSide = 'start' | 'end' | 'top' | 'bottom';

const slide = (axis: 'X' | 'Y', from: string) => keyframes`
  from { transform: translate${axis}(${from}); }
  to { transform: none; }
`;

// Logical sides: `end` is the right in LTR and the left in RTL, and the panel slides from there.
const sideCss: Record<OffcanvasSide, ReturnType<typeof css>> = {
  end: css`
    inset-block: 0;
    inset-inline-end: 0;
    inline-size: min(var(--offcanvas-size), 100vw);
    animation: ${slide('X', '100%')} 0.25s ease-out;
    [dir='rtl'] & {
      animation-name: ${slide('X', '-100%')};
    }
  `,
  start: css`
    inset-block: 0;
    inset-inline-start: 0;
    inline-size: min(var(--offcanvas-size), 100vw);
    animation: ${slide('X', '-100%')} 0.25s ease-out;
    [dir='rtl'] & {
      animation-name: ${slide('X', '100%')};
    }
  `,
  top: css`
    inset-inline: 0;
    inset-block-start: 0;
    block-size: min(var(--offcanvas-size), 100dvh);
    animation: ${slide('Y', '-100%')} 0.25s ease-out;
  `,
  bottom: css`
    inset-inline: 0;
    inset-block-end: 0;
    block-size: min(var(--offcanvas-size), 100dvh);
    animation: ${slide('Y', '100%')} 0.25s ease-out;
  `,
};

const Panel = styled(Dialog.Content)<{ $side: OffcanvasSide; $size: string }>`
  --offcanvas-size: ${(p) => p.$size};
  position: fixed;
  z-index: 1060;
  display: flex;
  flex-direction: column;
  background: var(--c-raised);
  color: var(--c-text);
  box-shadow: var(--shadow-lg);
  ${(p) => sideCss[p.$side]}
  ${noMotion}
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-5);
  border-block-end: 1px solid var(--c-border);
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: var(--fs-lg);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

const Body = styled.div`
  flex: 1;
  padding: var(--space-5);
  overflow-y: auto;
`;

export type OffcanvasProps = ComponentProps<typeof Dialog.Root> & {
  title: ReactNode;
  trigger?: ReactNode;
  side?: OffcanvasSide;
  /** Width (start/end) or height (top/bottom). */
  size?: string;
  children?: ReactNode;
};

/** The panel itself, loaded with its first use (`./Offcanvas`). */
export function Offcanvas({
  title,
  trigger,
  side = 'end',
  size = '25rem',
  children,
  triggerRef,
  ...root
}: OffcanvasProps & TriggerRefProp) {
  const labels = useKitLabels();
  return (
    <DialogFrame trigger={trigger} triggerRef={triggerRef} {...root}>
      <Panel $side={side} $size={size} aria-describedby={undefined}>
        <Header>
          <Title>{title}</Title>
          <CloseButton aria-label={labels.close}>
            <X aria-hidden />
          </CloseButton>
        </Header>
        <Body ref={keyboardScroll}>{children}</Body>
      </Panel>
    </DialogFrame>
  );
}
