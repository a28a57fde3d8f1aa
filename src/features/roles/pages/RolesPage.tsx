import { Plus } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Role } from '@/lib/api/schemas/roles';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { useRoles } from '../api/roles';
import { RoleCard } from '../components/RoleCard';

// The dialog (its form, the permissions table) loads when a button is pointed at or pressed: the
// page itself does not need it.
const loadDialog = () => import('../components/RoleDialog');
const RoleDialog = lazy(() => loadDialog().then((m) => ({ default: m.RoleDialog })));
const prefetchDialog = () => void loadDialog();

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AddCard = styled(CardBody)`
  display: grid;
  place-items: center;
  gap: var(--space-3);
  block-size: 100%;
  text-align: center;
  p {
    margin: 0;
    color: var(--c-muted);
  }
`;

/**
 * `/apps/roles`: a card per role (members, permissions, edit) and adding a role. `children` come
 * beneath: the app puts the users list there (src/app/router/routes.tsx), as a feature imports no
 * other feature.
 */
export function RolesPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('roles');
  const roles = useRoles();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  // Kept once opened, so closing it animates.
  const [opened, setOpened] = useState(false);
  const edit = (role: Role | 'new') => {
    setEditing(role);
    setOpened(true);
  };
  return (
    <PageStack>
      <PageHeader title={t('roles.title')} description={t('roles.description')} />
      {roles.isError ? (
        <LoadError title={t('roles.loadError')} query={roles} />
      ) : roles.isPending ? (
        <LoadingStatus />
      ) : (
        <Grid aria-label={t('roles.listLabel')} onPointerOver={prefetchDialog} onFocus={prefetchDialog}>
          {roles.data.map((role) => (
            <li key={role.id}>
              <RoleCard role={role} onEdit={edit} />
            </li>
          ))}
          <li>
            <Card>
              <AddCard>
                <p>{t('roles.addText')}</p>
                <Button startIcon={<Plus aria-hidden />} onClick={() => edit('new')}>
                  {t('roles.add')}
                </Button>
              </AddCard>
            </Card>
          </li>
        </Grid>
      )}
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <RoleDialog editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </PageStack>
  );
}
