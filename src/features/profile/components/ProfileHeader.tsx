import styled from 'styled-components';
import type { ProfileData } from '@/lib/api/schemas/profile';
import { Avatar } from '@/ui/avatar/Avatar';
import { publicUrl } from '@/lib/publicUrl';

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

/** The cover picture with the person's avatar, name and title over its lower edge. */
export function ProfileHeader({ header }: { header: ProfileData['header'] }) {
  return (
    <Header>
      <img className="cover" src={publicUrl(header.coverImg)} alt="" width={1200} height={192} />
      <Who>
        <Avatar name={header.username} src={publicUrl(header.avatar)} size="xl" />
        <div>
          <h1>{header.username}</h1>
          <p>{header.designation}</p>
        </div>
      </Who>
    </Header>
  );
}
