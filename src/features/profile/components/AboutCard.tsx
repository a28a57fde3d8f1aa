import { Calendar, Globe, Mail, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfileData } from '@/lib/api/schemas/profile';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';

const Facts = styled.dl`
  display: grid;
  gap: var(--space-3);
  margin: var(--space-4) 0 0;
  div {
    display: flex;
    align-items: center;
    gap: var(--space-2);
  }
  dt svg {
    display: block;
    inline-size: 1rem;
    block-size: 1rem;
    color: var(--c-muted);
  }
  dd {
    margin: 0;
  }
`;

/** About the person: a few words, then when they joined, where they live, their email and website. */
export function AboutCard({ about }: { about: ProfileData['userAbout'] }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  return (
    <Card title={t('profile.about')}>
      <CardBody>
        <p>{about.about}</p>
        <Facts>
          <div>
            <dt>
              <Calendar aria-label={t('profile.joined')} />
            </dt>
            <dd>{t('profile.joinedOn', { date: format.date(about.joined) })}</dd>
          </div>
          <div>
            <dt>
              <MapPin aria-label={t('profile.lives')} />
            </dt>
            <dd>{about.lives}</dd>
          </div>
          <div>
            <dt>
              <Mail aria-label={t('profile.email')} />
            </dt>
            <dd>
              <a href={`mailto:${about.email}`}>{about.email}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Globe aria-label={t('profile.website')} />
            </dt>
            <dd>{about.website}</dd>
          </div>
        </Facts>
      </CardBody>
    </Card>
  );
}
