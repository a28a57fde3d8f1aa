import type { ApiKeyAccess } from '@/lib/api/schemas/apiKeys';
import type { Tone } from '@/ui/theme/tokens';

/** How each access level is drawn: the more a key may do, the louder its badge. */
export const accessTone: Record<ApiKeyAccess, Tone> = {
  full: 'danger',
  'read-write': 'warning',
  'read-only': 'info',
};
