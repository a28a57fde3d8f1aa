import { Crown, Database, PenLine, Pencil, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ManagedUser } from '@/lib/api/schemas/users';
import type { Tone } from '@/ui/theme';

const look: Record<ManagedUser['role'], { icon: LucideIcon; tone: Tone }> = {
  admin: { icon: Crown, tone: 'danger' },
  author: { icon: PenLine, tone: 'warning' },
  editor: { icon: Pencil, tone: 'info' },
  maintainer: { icon: Database, tone: 'success' },
  subscriber: { icon: UserRound, tone: 'primary' },
};

const Root = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  white-space: nowrap;
  svg {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    color: var(--c-${(p) => p.$tone}-text);
  }
`;

/** A managed user's role: its icon in the role's colour, and its name. */
export function RoleLabel({ role }: { role: ManagedUser['role'] }) {
  const { t } = useTranslation('users');
  const { icon: Icon, tone } = look[role];
  return (
    <Root $tone={tone}>
      <Icon aria-hidden />
      {t(`users.role.${role}`)}
    </Root>
  );
}
