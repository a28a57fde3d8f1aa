import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Role } from '@/lib/api/schemas/roles';
import { AvatarGroup } from '@/ui/avatar/AvatarGroup';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import { publicUrl } from '@/lib/publicUrl';

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  min-block-size: 2.5rem;
  p {
    margin: 0;
    color: var(--c-muted);
  }
`;

const Bottom = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--space-3);
  margin-block-start: var(--space-4);
  h2 {
    margin: 0 0 var(--space-1);
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
  p {
    margin: 0;
    color: var(--c-muted);
    font-size: var(--fs-sm);
  }
`;

/** One role: how many people hold it (with a few faces), how many permissions it has, and its edit button. */
export function RoleCard({ role, onEdit }: { role: Role; onEdit: (role: Role) => void }) {
  const { t } = useTranslation('roles');
  const name = t(`roleName.${role.name}`, { defaultValue: role.name });
  return (
    <Card aria-label={name}>
      <CardBody>
        <Top>
          <p>{t('roles.users', { count: role.userCount })}</p>
          {role.members.length > 0 && (
            <AvatarGroup
              size="sm"
              max={4}
              label={t('roles.members', { role: name })}
              people={role.members.map((m) => ({ name: m.fullName, src: publicUrl(m.avatar) }))}
            />
          )}
        </Top>
        <Bottom>
          <div>
            <h2>{name}</h2>
            <p>{t('roles.permissionCount', { count: role.permissionIds.length })}</p>
          </div>
          <Button variant="tint" size="sm" onClick={() => onEdit(role)}>
            {t('roles.edit')}
            <span className="visually-hidden"> {name}</span>
          </Button>
        </Bottom>
      </CardBody>
    </Card>
  );
}
