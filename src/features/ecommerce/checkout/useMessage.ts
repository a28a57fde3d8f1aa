import { useTranslation } from 'react-i18next';

/** A field's message: a key of ours (`checkout.errors.required`) translated, or the server's words as they came. */
export function useMessage() {
  const { t } = useTranslation();
  return (text: string | undefined) => (text?.startsWith('checkout.') ? t(text) : text);
}
