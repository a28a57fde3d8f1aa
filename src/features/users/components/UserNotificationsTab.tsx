import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';
import styled from 'styled-components';
import { notificationChannels, notificationEvents, type UserOverview } from '@/lib/api/schemas/users';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { Table, TableContainer, TBody, THead } from '@/ui/table/Table';
import { useSaveUserPreferences } from '../api/userOverview';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;

type Notifications = UserOverview['notifications'];

/** The notifications tab: which events reach the user by email, in the browser, in the app. */
export function UserNotificationsTab({ userId, saved }: { userId: number; saved: Notifications }) {
  const { t } = useTranslation('users');
  const save = useSaveUserPreferences(userId);
  const [values, setValues] = useState(saved);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const toggle = (event: keyof Notifications, channel: (typeof notificationChannels)[number], on: boolean) =>
    setValues((current) => ({ ...current, [event]: { ...current[event], [channel]: on } }));
  return (
    <Card title={t('users.view.notifications')} subtitle={t('users.view.notificationsText')} titleAs="h3">
      <form
        aria-label={t('users.view.notifications')}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ notifications: values }, { onSuccess: () => toast.success(t('users.view.preferencesSaved')) });
        }}
      >
        <TableContainer>
          <Table aria-label={t('users.view.notifications')}>
            <THead>
              <tr>
                <th scope="col">{t('users.view.event')}</th>
                {notificationChannels.map((channel) => (
                  <th scope="col" key={channel}>
                    {t(`users.view.channel.${channel}`)}
                  </th>
                ))}
              </tr>
            </THead>
            <TBody>
              {notificationEvents.map((event) => (
                <tr key={event}>
                  <th scope="row">{t(`users.view.event_${event}`)}</th>
                  {notificationChannels.map((channel) => (
                    <td key={channel}>
                      <Checkbox
                        hideLabel
                        label={t('users.view.eventBy', {
                          event: t(`users.view.event_${event}`),
                          channel: t(`users.view.channel.${channel}`),
                        })}
                        checked={values[event][channel]}
                        onCheckedChange={(on) => toggle(event, channel, on === true)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </TBody>
          </Table>
        </TableContainer>
        <CardBody>
          {save.isError ? (
            <Alert tone="danger" role="alert">
              {t('users.view.saveFailed', { message: save.error.message })}
            </Alert>
          ) : null}
          <Actions>
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              {t('users.view.save')}
            </Button>
            <Button type="button" variant="outline" tone="secondary" disabled={!dirty} onClick={() => setValues(saved)}>
              {t('users.view.discard')}
            </Button>
          </Actions>
        </CardBody>
      </form>
    </Card>
  );
}
