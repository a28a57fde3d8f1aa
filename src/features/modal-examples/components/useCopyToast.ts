import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';

/**
 * For the kit's CopyButton: `onCopy={copied(text, message)}` says in a toast how the copy went.
 * When the clipboard refuses (no secure page, no permission), the toast shows the text to copy by
 * hand.
 */
export function useCopyToast() {
  const { t } = useTranslation('modal-examples');
  return (text: string, success: string) => (copied: boolean) =>
    copied ? toast.success(success) : toast.error(t('modalExamples.copy.failed', { text }));
}
