import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfileUser } from '@/lib/api/schemas/chat';
import { Avatar } from '@/ui/avatar/Avatar';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';
import { ProfileForm } from './ProfileForm';
import { useStatusLabel } from './useStatusLabel';
import { publicUrl } from '@/lib/publicUrl';

const Trigger = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
`;

/** The signed-in user's avatar with its status; it opens the profile panel (status, about, settings). */
export function ProfilePanel({ profile }: { profile: ProfileUser }) {
  const { t } = useTranslation('chat');
  const statusLabel = useStatusLabel();
  const [open, setOpen] = useState(false);
  const status = statusLabel(profile.status);
  return (
    <Offcanvas
      title={t('chat.profile.title')}
      side="start"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Trigger type="button" aria-label={t('chat.profile.open', { status })}>
          <Avatar
            name={profile.fullName}
            src={publicUrl(profile.avatar)}
            status={profile.status}
            statusLabel={status}
          />
        </Trigger>
      }
    >
      <ProfileForm profile={profile} onDone={() => setOpen(false)} />
    </Offcanvas>
  );
}
