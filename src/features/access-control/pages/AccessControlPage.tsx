import { ShieldCheck, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Can, useAuth } from '@/lib/auth/AuthProvider';
import { Card, CardBody } from '@/ui/card/Card';
import { Badge } from '@/ui/badge/Badge';

const Grid = styled.div`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
`;

const Rules = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin: 0;
  svg {
    flex: none;
  }
`;

/**
 * The client's home: what the signed-in user's abilities allow, with content gated by
 * them. Everyone signed in may open it; what it shows depends on the abilities.
 */
export function AccessControlPage() {
  const { t } = useTranslation('access-control');
  const { user } = useAuth();
  return (
    <Grid>
      <Card title={t('acl.common.title')}>
        <CardBody>
          <p>{t('acl.common.body')}</p>
          <Rules aria-label={t('acl.rules')}>
            {(user?.ability ?? []).map((rule) => (
              <li key={`${rule.action}-${rule.subject}`}>
                <Badge tone="primary">
                  {rule.action} {rule.subject}
                </Badge>
              </li>
            ))}
          </Rules>
        </CardBody>
      </Card>
      <Card title={t('acl.acl.title')}>
        <CardBody>
          <Can I="read" a="ACL" passThrough>
            {({ isAllowed }) => (
              <Line>
                {isAllowed ? <ShieldCheck aria-hidden color="var(--c-success-text)" /> : <ShieldX aria-hidden />}
                {isAllowed ? t('acl.acl.allowed') : t('acl.acl.denied')}
              </Line>
            )}
          </Can>
        </CardBody>
      </Card>
      <Card title={t('acl.admin.title')}>
        <CardBody>
          <Can I="manage" a="all" passThrough>
            {({ isAllowed }) => (
              <Line>
                {isAllowed ? <ShieldCheck aria-hidden color="var(--c-success-text)" /> : <ShieldX aria-hidden />}
                {isAllowed ? t('acl.admin.allowed') : t('acl.admin.denied')}
              </Line>
            )}
          </Can>
        </CardBody>
      </Card>
    </Grid>
  );
}
