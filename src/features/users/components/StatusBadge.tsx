import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '@/lib/api/schemas/users';
import { Badge } from '@/ui/badge/Badge';
import type { Tone } from '@/ui/theme';

const tones: Record<ManagedUser['status'], Tone> = { active: 'success', pending: 'warning', inactive: 'secondary' };

/** A user's status as a coloured label. */
export function StatusBadge({ status }: { status: ManagedUser['status'] }) {
  const { t } = useTranslation('users');
  return (
    <Badge tone={tones[status]} pill>
      {t(`users.status.${status}`)}
    </Badge>
  );
}
