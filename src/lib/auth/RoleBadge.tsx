import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge/Badge';
import type { Tone } from '@/ui/theme';

const tones: Record<string, Tone> = {
  administrator: 'primary',
  manager: 'warning',
  user: 'success',
  support: 'info',
  'restricted-user': 'danger',
};

/**
 * A permission role's name on its colour; a role added later is grey and shows its own name. Here
 * rather than in a feature: the roles and the permissions screens both show it, and a feature imports
 * no other feature.
 */
export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[role] ?? 'secondary'} pill>
      {t(`roleName.${role}`, { defaultValue: role })}
    </Badge>
  );
}
