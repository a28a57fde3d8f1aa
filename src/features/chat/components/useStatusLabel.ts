import { useTranslation } from 'react-i18next';
import type { ChatStatus } from '@/lib/api/chatRules';

/** A status in the reader's words: the dots say it in colour, this in text. */
export function useStatusLabel() {
  const { t } = useTranslation('chat');
  return (status: ChatStatus) => t(`chat.status.${status}`);
}
