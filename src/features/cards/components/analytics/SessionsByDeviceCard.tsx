import { Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CardAnalytics } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { Ring } from '@/ui/chart/Ring';
import { IconBadge } from '@/ui/icon-badge/IconBadge';
import { RangeControl, type RangeProps } from '../RangeControl';
import { Trend } from '../Trend';
import { fetchingRangeCard } from './fetchingRangeCard';
import { Legend } from './styles';
import { toneOf } from './toneOf';

const deviceIcons: Record<string, LucideIcon> = { monitor: Monitor, smartphone: Smartphone, tablet: Tablet };

export type SessionsByDeviceCardProps = CardAnalytics<'sessions-device'> & RangeProps;

/** How sessions split between devices, with each share's change. */
export function SessionsByDeviceCard({ chart_info, ...range }: SessionsByDeviceCardProps) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  return (
    <Card title={t('cards.devices.title')} actions={<RangeControl {...range} />}>
      <CardBody>
        <Ring
          parts={chart_info.map((d) => ({ label: d.name, value: d.usage, tone: toneOf(d.iconColor) }))}
          height={192}
          label={t('cards.devices.chart', {
            shares: chart_info.map((d) => `${d.name} ${format.percent(d.usage)}`).join(', '),
          })}
        />
      </CardBody>
      <CardBody>
        <Legend>
          {chart_info.map((device) => {
            const Icon = deviceIcons[device.icon] ?? Monitor;
            return (
              <li key={device.name}>
                <IconBadge $tone={toneOf(device.iconColor)} $size={2}>
                  <Icon aria-hidden />
                </IconBadge>
                {device.name}
                <span>
                  {format.percent(device.usage)}{' '}
                  <Trend $down={device.upDown < 0}>
                    ({device.upDown > 0 ? '+' : ''}
                    {format.percent(device.upDown, 0)})
                  </Trend>
                </span>
              </li>
            );
          })}
        </Legend>
      </CardBody>
    </Card>
  );
}

/** Sessions by device, fetched for the range chosen in its menu. */
export const SessionsByDevice = fetchingRangeCard({
  name: 'sessions-device',
  title: 'cards.devices.title',
  render: (data, range) => <SessionsByDeviceCard {...data} {...range} />,
});
