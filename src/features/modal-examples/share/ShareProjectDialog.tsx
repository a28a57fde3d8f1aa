import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { CopyButton } from '@/ui/copy-button/CopyButton';
import { Modal, ModalClose } from '@/ui/modal/Modal';
import { toast } from '@/ui/toast/toast';
import type { ExampleDialogProps } from '../components/ExampleCard';
import { InviteByEmail } from '../components/InviteByEmail';
import { useCopyToast } from '../components/useCopyToast';
import { MemberList } from './MemberList';
import { nameFromEmail, projectLink, seedMembers, type Member } from './members';

const Body = styled.div`
  display: grid;
  gap: var(--space-5);
`;

/** The footer's first button sits at its start, the dialog's own buttons at its end. */
const CopyLink = styled.span`
  margin-inline-end: auto;
`;

/**
 * Share a project: invite people by address, choose what each may do (owner, can edit, can view),
 * take people off, copy the project's link. Share confirms with the number of people it is shared with.
 */
export function ShareProjectDialog({ open, onOpenChange, onDone }: ExampleDialogProps) {
  const { t } = useTranslation('modal-examples');
  const copied = useCopyToast();
  const [members, setMembers] = useState<readonly Member[]>(seedMembers);
  const update = (email: string, change: Partial<Member>) =>
    setMembers(members.map((member) => (member.email === email ? { ...member, ...change } : member)));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('modalExamples.share.title')}
      description={t('modalExamples.share.description')}
      footer={
        <>
          <CopyLink>
            <CopyButton
              variant="text"
              text={projectLink}
              onCopy={copied(projectLink, t('modalExamples.share.linkCopied'))}
            >
              {t('modalExamples.share.copyLink')}
            </CopyButton>
          </CopyLink>
          <ModalClose asChild>
            <Button variant="outline" tone="secondary">
              {t('modalExamples.actions.cancel')}
            </Button>
          </ModalClose>
          <Button
            onClick={() => {
              toast.success(t('modalExamples.share.shared', { count: members.length }));
              onDone();
            }}
          >
            {t('modalExamples.share.submit')}
          </Button>
        </>
      }
    >
      <Body>
        <InviteByEmail
          focusFirst
          label={t('modalExamples.share.invite')}
          submitLabel={t('modalExamples.share.inviteSubmit')}
          refusal={(email) =>
            members.some((member) => member.email === email) ? 'modalExamples.errors.alreadyMember' : undefined
          }
          onInvite={(email) => {
            setMembers([...members, { email, name: nameFromEmail(email), role: 'viewer' }]);
            toast.success(t('modalExamples.share.invited', { email }));
          }}
        />
        <MemberList
          members={members}
          onRoleChange={(email, role) => update(email, { role })}
          onRemove={(email) => setMembers(members.filter((member) => member.email !== email))}
        />
      </Body>
    </Modal>
  );
}
