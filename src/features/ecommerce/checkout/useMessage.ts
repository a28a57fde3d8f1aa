import { useFieldMessage } from '@/lib/fieldErrors';

/** A checkout field's message: a `checkout.` key translated, or the server's words as they came. */
export const useMessage = () => useFieldMessage('checkout', 'ecommerce');
