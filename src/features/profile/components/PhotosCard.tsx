import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfileData } from '@/lib/api/schemas/profile';
import { Card, CardBody } from '@/ui/card/Card';
import { publicUrl } from '@/lib/publicUrl';

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    inline-size: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: var(--radius-md);
    background: var(--c-body);
  }
`;

/** The latest photos, in a grid of thumbnails. */
export function PhotosCard({ photos }: { photos: ProfileData['latestPhotos'] }) {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('profile.photos')}>
      <CardBody>
        <Photos>
          {photos.map((photo, index) => (
            <li key={`${photo.img}-${index}`}>
              <img src={publicUrl(photo.img)} alt="" width={96} height={96} loading="lazy" />
            </li>
          ))}
        </Photos>
      </CardBody>
    </Card>
  );
}
