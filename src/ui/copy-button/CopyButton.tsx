import { Check, Copy, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps } from '../button/Button';
import { useKitLabels } from '../shared/kitLabels';
import { visuallyHiddenCss } from '../theme';

// `onCopy` here is the copy's outcome, not the browser's copy event.
export type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'onCopy' | 'children' | 'startIcon'> & {
  /** What goes on the clipboard (as plain text, and beside `html` when there is one). */
  text: string;
  /** Rich content: copied as text/html with `text` as its text/plain, for pasting into a mail or a document. */
  html?: string;
  /** The button's words: the kit's "Copy" unless given. An icon-only button takes an `aria-label` instead. */
  children?: ReactNode;
  /** Told whether the text reached the clipboard (a page may add a toast, or select the text by hand). */
  onCopy?: (copied: boolean) => void;
  /** On a failure, the browser's reason (a NotAllowedError when it refuses), to tell the person. */
  onCopyError?: (error: unknown) => void;
};

type State = 'idle' | 'copied' | 'failed';
const RESET_MS = 2000;

const Status = styled.span`
  ${visuallyHiddenCss}
`;

/**
 * Puts `text` on the clipboard. For two seconds the button shows whether it worked (a tick, or a
 * cross: the clipboard needs a secure page and the browser's consent), and a polite live region says
 * so to a screen reader, in the kit's words (KitLabelsProvider).
 */
export function CopyButton({
  text,
  html,
  children,
  onCopy,
  onCopyError,
  variant = 'outline',
  ...button
}: CopyButtonProps) {
  const labels = useKitLabels();
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let copied = false;
    let error: unknown;
    try {
      if (html === undefined) await navigator.clipboard.writeText(text);
      else {
        const blob = (content: string, type: string) => new Blob([content], { type });
        await navigator.clipboard.write([
          new ClipboardItem({ 'text/html': blob(html, 'text/html'), 'text/plain': blob(text, 'text/plain') }),
        ]);
      }
      copied = true;
    } catch (reason) {
      error = reason;
    }
    setState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), RESET_MS);
    onCopy?.(copied);
    if (!copied) onCopyError?.(error);
  };

  const icon =
    state === 'copied' ? <Check aria-hidden /> : state === 'failed' ? <X aria-hidden /> : <Copy aria-hidden />;
  return (
    <>
      <Button
        type="button"
        variant={variant}
        tone={state === 'failed' ? 'danger' : state === 'copied' ? 'success' : button.tone}
        {...button}
        startIcon={button.iconOnly ? undefined : icon}
        onClick={() => void copy()}
      >
        {button.iconOnly ? icon : (children ?? labels.copy)}
      </Button>
      <Status role="status">{state === 'copied' ? labels.copied : state === 'failed' ? labels.copyFailed : ''}</Status>
    </>
  );
}
