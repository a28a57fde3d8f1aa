import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../components/IconAction';
import { Head } from './ComposeDialog.styles';

type Props = {
  titleId: string;
  title: string;
  /** The form the minimise button shows and hides. */
  formId: string;
  minimised: boolean;
  onMinimise: (minimised: boolean) => void;
  onClose: () => void;
};

/** The compose window's title, with its minimise (or restore) and close buttons. */
export function TitleBar({ titleId, title, formId, minimised, onMinimise, onClose }: Props) {
  const { t } = useTranslation('email');
  const toggle = minimised ? t('email.compose.restore') : t('email.compose.minimise');
  return (
    <Head>
      <h2 id={titleId}>{title}</h2>
      <IconAction
        label={toggle}
        aria-expanded={!minimised}
        aria-controls={formId}
        onClick={() => onMinimise(!minimised)}
      >
        {minimised ? <ChevronUp aria-hidden size={18} /> : <ChevronDown aria-hidden size={18} />}
      </IconAction>
      <IconAction label={t('email.compose.close')} onClick={onClose}>
        <X aria-hidden size={18} />
      </IconAction>
    </Head>
  );
}
