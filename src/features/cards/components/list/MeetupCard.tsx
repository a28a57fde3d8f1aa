import { CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { AvatarGroup } from '@/ui/avatar/AvatarGroup';
import { Card, CardBody } from '@/ui/card/Card';
import { IconBadge } from '@/ui/icon-badge/IconBadge';
import { fetchingDashboardCard } from '../fetchingDashboardCard';
import { Grow, Rows } from './styles';
import { publicUrl } from '@/lib/publicUrl';

const Cover = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 10rem;
  object-fit: cover;
  border-start-start-radius: var(--radius-lg);
  border-start-end-radius: var(--radius-lg);
`;

const DateBox = styled.p`
  display: grid;
  justify-items: center;
  padding-inline-end: var(--space-4);
  margin: 0;
  border-inline-end: 1px solid var(--c-border);
  span {
    font-size: var(--fs-sm);
    text-transform: uppercase;
  }
  strong {
    font-size: var(--fs-xl);
    color: var(--c-heading);
  }
`;

const MeetupHead = styled.div`
  display: flex;
  gap: var(--space-4);
  align-items: center;
  margin-block-end: var(--space-4);
  h2 {
    margin: 0;
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
  p {
    margin: 0;
  }
`;

/** An event: when and where, and who is coming. */
export function MeetupCard({ title, subtitle, start, end, place, address, image, attendees }: CardDashboard<'meetup'>) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const time = { hour: 'numeric', minute: '2-digit' } as const;
  return (
    <Card>
      <Cover src={publicUrl(image)} alt="" />
      <CardBody>
        <MeetupHead>
          <DateBox>
            <span>{format.date(start, { month: 'short' })}</span>
            <strong>{format.date(start, { day: 'numeric' })}</strong>
          </DateBox>
          <div>
            <h2>{title}</h2>
            <p>{subtitle}</p>
          </div>
        </MeetupHead>
        <Rows>
          <li>
            <IconBadge $tone="primary" $square $size={2.25}>
              <CalendarDays aria-hidden />
            </IconBadge>
            <Grow>
              <p>{format.date(start, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}</p>
              <p>
                <bdi>
                  {format.date(start, time)} – {format.date(end, time)}
                </bdi>
              </p>
            </Grow>
          </li>
          <li>
            <IconBadge $tone="primary" $square $size={2.25}>
              <MapPin aria-hidden />
            </IconBadge>
            <Grow>
              <p>{place}</p>
              <p>{address}</p>
            </Grow>
          </li>
        </Rows>
      </CardBody>
      <CardBody>
        <AvatarGroup
          people={attendees.map((a) => ({ name: a.name, src: publicUrl(a.avatar) }))}
          max={5}
          size="sm"
          label={t('cards.meetup.attendees', { count: attendees.length })}
        />
      </CardBody>
    </Card>
  );
}

/** The meetup, fetched. */
export const Meetup = fetchingDashboardCard({
  name: 'meetup',
  title: 'cards.meetup.loading',
  render: (data) => <MeetupCard {...data} />,
});
