import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfileData } from '@/lib/api/schemas/profile';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { Card, CardBody } from '@/ui/card/Card';
import { useProfile } from '../api';
import { AboutCard } from '../components/AboutCard';
import { People, Person } from '../components/PeopleList';
import { PhotosCard } from '../components/PhotosCard';
import { PollCard } from '../components/PollCard';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfilePost } from '../components/ProfilePost';
import { publicUrl } from '@/lib/publicUrl';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-5);
`;

const Columns = styled.div`
  display: grid;
  gap: var(--space-5);
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 62em) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
  @media (min-width: 87.5em) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: var(--space-5);
  align-content: start;
`;

/** The posts take the middle; with two columns, the side cards stack beside them. */
const Feed = styled(Column)`
  @media (min-width: 62em) {
    grid-row: span 2;
  }
`;

/** `/pages/profile` (docs/demo-api.md): the signed-in user's social profile, read from the demo server. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  if (profile.isPending) return <LoadingStatus />;
  if (profile.isError)
    return (
      <Page>
        <h1 className="visually-hidden">{t('profile.title')}</h1>
        <LoadError title={t('profile.error')} query={profile} />
      </Page>
    );
  return <Profile data={profile.data} />;
}

/** The profile from its data: usable on its own in a product that fetches it elsewhere. */
export function Profile({ data }: { data: ProfileData }) {
  const { t } = useTranslation('profile');
  return (
    <Page>
      <ProfileHeader header={data.header} />
      <Columns>
        <Column>
          <AboutCard about={data.userAbout} />
          <Card title={t('profile.suggestedPages')}>
            <CardBody>
              <People>
                {data.suggestedPages.map((page) => (
                  <Person
                    key={page.username}
                    name={page.username}
                    src={publicUrl(page.avatar)}
                    sub={page.subtitle}
                    favorite={page.favorite}
                  />
                ))}
              </People>
            </CardBody>
          </Card>
          <Card title={t('profile.feeds')}>
            <CardBody>
              <People>
                {data.twitterFeeds.map((feed) => (
                  <Person key={feed.id} name={feed.title} src={feed.imgUrl} sub={feed.tags} favorite={feed.favorite}>
                    {feed.desc}
                  </Person>
                ))}
              </People>
            </CardBody>
          </Card>
        </Column>
        <Feed aria-label={t('profile.posts')} role="feed">
          {data.post.map((post, index) => (
            <ProfilePost key={`${post.username}-${post.postTime}`} post={post} index={index} count={data.post.length} />
          ))}
        </Feed>
        <Column>
          <PhotosCard photos={data.latestPhotos} />
          <Card title={t('profile.suggestions')}>
            <CardBody>
              <People>
                {data.suggestions.map((person) => (
                  <Person key={person.name} name={person.name} src={person.avatar} sub={person.mutualFriend} />
                ))}
              </People>
            </CardBody>
          </Card>
          <PollCard polls={data.polls} />
        </Column>
      </Columns>
    </Page>
  );
}
