import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '@/lib/query/QueryStates';
import { IconAction } from '../components/IconAction';
import { Pane, Scroll, Top } from './MailView.styles';

/** The way back to the list, at the reading pane's top (shown only when the list is not beside it). */
export function BackToList({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('email');
  return (
    <IconAction label={t('email.read.back')} className="back-to-list" onClick={onClose}>
      <ArrowLeft aria-hidden size={18} className="directional" />
    </IconAction>
  );
}

/**
 * The reading pane before its mail is there: while the mail loads, and while the pane's own code
 * (with the sanitizer) loads on a link straight to a mail. One look for both, so nothing moves.
 */
export function ReadingPending({ onClose, children }: { onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation('email');
  return (
    <Pane aria-label={t('email.read.title')} aria-busy={children ? undefined : true}>
      <Top>
        <BackToList onClose={onClose} />
      </Top>
      <Scroll>{children ?? <LoadingStatus />}</Scroll>
    </Pane>
  );
}
