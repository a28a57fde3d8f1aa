import { Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { API_KEY_PREFIX, type ApiKey } from '@/lib/api/schemas/apiKeys';
import { useFormat } from '@/lib/format';
import { relativeTime } from '@/lib/relativeTime';
import { now } from '@/lib/today';
import { Badge } from '@/ui/badge/Badge';
import { DataTable, dataColumns } from '@/ui/table/DataTable';
import { RowAction, RowActions } from '@/ui/table/RowActions';
import { visuallyHiddenCss } from '@/ui/theme';
import { accessTone } from '../access';

const Name = styled.span`
  color: var(--c-heading);
  font-weight: var(--fw-medium);
`;

const Masked = styled.code`
  font-family: var(--font-mono);
  font-size: var(--fs-sm);
  white-space: nowrap;
`;

const Hidden = styled.span`
  ${visuallyHiddenCss}
`;

const column = dataColumns<ApiKey>();

type Props = { keys: ApiKey[]; onRevoke: (key: ApiKey) => void; busy: boolean; empty: ReactNode };

/** The keys: name, the secret masked to its last four characters, access, created, last used, revoke. */
export function KeysTable({ keys, onRevoke, busy, empty }: Props) {
  const { t, i18n } = useTranslation('api-keys');
  const format = useFormat();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('apiKeys.column.name'),
          cell: ({ getValue }) => <Name>{getValue()}</Name>,
        }),
        column.accessor('lastFour', {
          header: t('apiKeys.column.key'),
          cell: ({ getValue }) => (
            <Masked>
              <span aria-hidden>{`${API_KEY_PREFIX}••••••••`}</span>
              <Hidden>{t('apiKeys.endingIn')} </Hidden>
              {getValue()}
            </Masked>
          ),
        }),
        column.accessor('access', {
          header: t('apiKeys.column.access'),
          cell: ({ getValue }) => (
            <Badge tone={accessTone[getValue()]} pill>
              {t(`apiKeys.access.${getValue()}`)}
            </Badge>
          ),
        }),
        column.accessor('createdAt', {
          header: t('apiKeys.column.created'),
          cell: ({ getValue }) => <time dateTime={getValue()}>{format.date(getValue())}</time>,
        }),
        column.accessor('lastUsedAt', {
          header: t('apiKeys.column.lastUsed'),
          cell: ({ getValue }) => {
            const used = getValue();
            return used ? (
              <time dateTime={used} title={format.date(used, { dateStyle: 'medium', timeStyle: 'short' })}>
                {relativeTime(used, now(), i18n.language)}
              </time>
            ) : (
              t('apiKeys.neverUsed')
            );
          },
        }),
        column.display({
          id: 'actions',
          header: t('apiKeys.column.actions'),
          cell: ({ row: { original: key } }) => (
            <RowActions>
              <RowAction
                icon={Trash2}
                tone="danger"
                label={t('apiKeys.revoke', { name: key.name })}
                onClick={() => onRevoke(key)}
              />
            </RowActions>
          ),
        }),
      ]),
    [t, i18n.language, format, onRevoke],
  );
  return (
    <DataTable
      columns={columns}
      data={keys}
      label={t('apiKeys.tableLabel')}
      getRowId={(key) => String(key.id)}
      busy={busy}
      empty={empty}
    />
  );
}
