import { Calendar, Globe, Heart, Mail, MapPin, MessageSquare, Share2, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import styled from 'styled-components';
import type { ProfileData } from '@/lib/api/schemas/profile';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { Avatar } from '@/ui/avatar/Avatar';
import { AvatarGroup } from '@/ui/avatar/AvatarGroup';
import { Card, CardBody } from '@/ui/card/Card';
import { Progress } from '@/ui/progress/Progress';
import { useProfile } from '../api';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-5);
`;

const Header = styled.header`
  overflow: hidden;
  background: var(--c-card);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  img.cover {
    display: block;
    inline-size: 100%;
    block-size: 12rem;
    object-fit: cover;
    background: var(--c-primary-tint);
  }
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-4);
  padding: var(--space-3) var(--space-5) var(--space-5);
  h1 {
    margin: 0;
    font-size: var(--fs-xxl);
    color: var(--c-heading);
  }
  p {
    margin: 0;
    color: var(--c-muted);
  }
  /* Only the picture reaches up over the cover; the name stays on the card. */
  > span:first-child {
    margin-block-start: -3rem;
    border: 4px solid var(--c-card);
    border-radius: 50%;
  }
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

const People = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: var(--space-3);
  }
  strong {
    display: block;
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
  small {
    color: var(--c-muted);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
    color: var(--c-warning-text);
  }
`;

const Post = styled.article`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-5);
  background: var(--c-card);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  p {
    margin: 0;
  }
  img.photo {
    inline-size: 100%;
    block-size: auto;
    max-block-size: 22rem;
    object-fit: contain;
    border-radius: var(--radius-md);
    background: var(--c-body);
  }
`;

const Byline = styled.header`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  h2 {
    margin: 0;
    font-size: var(--fs-md);
    color: var(--c-heading);
  }
  time {
    color: var(--c-muted);
    font-size: var(--fs-sm);
  }
`;

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--c-muted);
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

const Comments = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: var(--space-3);
  }
  strong {
    display: block;
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
`;

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

const Poll = styled.ul`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: var(--space-2);
  }
`;

type PersonProps = { name: string; src: string; sub: string; favorite?: boolean; children?: ReactNode };

/** A row of the side lists: picture, name, a line under it, an optional text, a star when a favourite. */
function Person({ name, src, sub, favorite = false, children }: PersonProps) {
  const { t } = useTranslation();
  return (
    <li style={children ? { alignItems: 'start' } : undefined}>
      <Avatar name={name} src={src} size="sm" />
      <span>
        <strong>{name}</strong>
        <small>{sub}</small>
        {children ? <p style={{ margin: 0 }}>{children}</p> : null}
      </span>
      {favorite ? <Star aria-label={t('profile.favourite')} fill="currentColor" /> : <span />}
    </li>
  );
}

/** `/pages/profile` (docs/demo-api.md): the signed-in user's social profile, read from the demo server. */
export function ProfilePage() {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
  const format = useFormat();
  const about = data.userAbout;
  return (
    <Page>
      <Header>
        <img className="cover" src={data.header.coverImg} alt="" width={1200} height={192} />
        <Who>
          <Avatar name={data.header.username} src={data.header.avatar} size="xl" />
          <div>
            <h1>{data.header.username}</h1>
            <p>{data.header.designation}</p>
          </div>
        </Who>
      </Header>
      <Columns>
        <Column>
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
          <Card title={t('profile.suggestedPages')}>
            <CardBody>
              <People>
                {data.suggestedPages.map((page) => (
                  <Person
                    key={page.username}
                    name={page.username}
                    src={page.avatar}
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
            <Post
              key={`${post.username}-${post.postTime}`}
              aria-labelledby={`post-${index}`}
              aria-posinset={index + 1}
              aria-setsize={data.post.length}
            >
              <Byline>
                <Avatar name={post.username} src={post.avatar} size="md" />
                <div>
                  <h2 id={`post-${index}`}>{post.username}</h2>
                  <time dateTime={post.postTime}>{format.date(post.postTime)}</time>
                </div>
              </Byline>
              <p>{post.postText}</p>
              <img className="photo" src={post.postImg} alt="" width={640} height={480} />
              <Counts>
                <li>
                  <Heart aria-hidden fill={post.youLiked ? 'currentColor' : 'none'} />
                  {t('profile.likes', { count: format.number(post.likes) })}
                </li>
                <li>
                  <MessageSquare aria-hidden />
                  {t('profile.comments', { count: format.number(post.comments) })}
                </li>
                <li>
                  <Share2 aria-hidden />
                  {t('profile.shares', { count: format.number(post.share) })}
                </li>
              </Counts>
              <AvatarGroup
                label={t('profile.likedBy')}
                size="xs"
                max={post.likedUsers.length}
                people={post.likedUsers.map((user) => ({ name: user.username, src: user.avatar }))}
              />
              <Comments aria-label={t('profile.commentsLabel')}>
                {post.detailedComments.map((comment) => (
                  <li key={`${comment.username}-${comment.comment}`}>
                    <Avatar name={comment.username} src={comment.avatar} size="sm" />
                    <span>
                      <strong>{comment.username}</strong>
                      {comment.comment}
                    </span>
                  </li>
                ))}
              </Comments>
            </Post>
          ))}
        </Feed>
        <Column>
          <Card title={t('profile.photos')}>
            <CardBody>
              <Photos>
                {data.latestPhotos.map((photo, index) => (
                  <li key={`${photo.img}-${index}`}>
                    <img src={photo.img} alt="" width={96} height={96} loading="lazy" />
                  </li>
                ))}
              </Photos>
            </CardBody>
          </Card>
          <Card title={t('profile.suggestions')}>
            <CardBody>
              <People>
                {data.suggestions.map((person) => (
                  <Person key={person.name} name={person.name} src={person.avatar} sub={person.mutualFriend} />
                ))}
              </People>
            </CardBody>
          </Card>
          <Card title={t('profile.poll')}>
            <CardBody>
              <Poll>
                {data.polls.map((option) => (
                  <li key={option.name}>
                    <Progress value={Number.parseFloat(option.result) || 0} label={option.name} showValue />
                    <AvatarGroup
                      label={t('profile.votedBy', { name: option.name })}
                      size="xs"
                      max={option.votedUser.length}
                      people={option.votedUser.map((user) => ({ name: user.username, src: user.img }))}
                    />
                  </li>
                ))}
              </Poll>
            </CardBody>
          </Card>
        </Column>
      </Columns>
    </Page>
  );
}
