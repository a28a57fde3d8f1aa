import { KeyRound } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiKeyAccessLevels, MAX_API_KEYS, type ApiKey, type CreatedApiKey } from '@/lib/api/schemas/apiKeys';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { Badge } from '@/ui/badge/Badge';
import { Card, CardBody } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { useApiKeys } from '../api/apiKeys';
import { accessTone } from '../access';
import { CreateKeyForm } from '../components/CreateKeyForm';
import { KeysTable } from '../components/KeysTable';
import { NewKeyDialog } from '../components/NewKeyDialog';
import { RevokeKeyDialog } from '../components/RevokeKeyDialog';

const Levels = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: var(--space-4);
  margin: var(--space-5) 0 0;
  padding-block-start: var(--space-4);
  border-block-start: 1px solid var(--c-border);
  dd {
    margin: var(--space-1) 0 0;
    color: var(--c-muted);
    font-size: var(--fs-sm);
  }
`;

/** The table's empty area keeps about three rows' height while loading, so the page does not jump. */
const Waiting = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 9.5rem;
`;

/**
 * `/pages/api-key`: the keys that let other software call the API for the account (docs/demo-api.md,
 * API keys). Create one with a name and an access level and copy its secret from the one dialog that
 * ever shows it; the list masks every key to its last four characters; revoking asks first.
 */
export function ApiKeysPage() {
  const { t } = useTranslation('api-keys');
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const onRevoke = useCallback((key: ApiKey) => setRevoking(key), []);

  const empty = keys.isError ? (
    <LoadError title={t('apiKeys.loadError')} query={keys} />
  ) : keys.isPending ? (
    <Waiting>
      <LoadingStatus />
    </Waiting>
  ) : (
    <EmptyState titleAs="h3" icon={<KeyRound />} title={t('apiKeys.emptyTitle')} description={t('apiKeys.emptyText')} />
  );

  return (
    <PageStack>
      <PageHeader title={t('apiKeys.title')} description={t('apiKeys.description')} />
      <Card title={t('apiKeys.createTitle')} subtitle={t('apiKeys.createText')}>
        <CardBody>
          <CreateKeyForm onCreated={setCreated} />
          <Levels aria-label={t('apiKeys.levelsLabel')}>
            {apiKeyAccessLevels.map((level) => (
              <div key={level}>
                <dt>
                  <Badge tone={accessTone[level]} pill>
                    {t(`apiKeys.access.${level}`)}
                  </Badge>
                </dt>
                <dd>{t(`apiKeys.accessText.${level}`)}</dd>
              </div>
            ))}
          </Levels>
        </CardBody>
      </Card>
      <Card
        title={t('apiKeys.listTitle')}
        subtitle={keys.data ? t('apiKeys.count', { count: keys.data.length, max: MAX_API_KEYS }) : undefined}
      >
        <KeysTable keys={keys.data ?? []} onRevoke={onRevoke} busy={keys.isFetching && !keys.isPending} empty={empty} />
      </Card>
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </PageStack>
  );
}
