import { Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/ui/avatar/Avatar';
import { Button } from '@/ui/button/Button';
import { Select } from '@/ui/select/Select';
import { memberRoles, type Member, type MemberRole } from './members';
import { publicUrl } from '@/lib/publicUrl';

const Heading = styled.h3`
  margin: 0 0 var(--space-3);
  font-size: var(--fs-md);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

const List = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
`;

const Who = styled.div`
  display: flex;
  flex: 1 1 14rem;
  align-items: center;
  gap: var(--space-3);
  min-inline-size: 0;
  > div {
    display: grid;
    min-inline-size: 0;
  }
  strong {
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
  .email {
    overflow: hidden;
    color: var(--c-muted);
    font-size: var(--fs-sm);
    text-overflow: ellipsis;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin-inline-start: auto;
  > .role {
    inline-size: 9rem;
  }
`;

type Props = {
  members: readonly Member[];
  onRoleChange: (email: string, role: MemberRole) => void;
  onRemove: (email: string) => void;
};

/**
 * The people the project is shared with: picture, name, address, what each may do, and a button
 * to take them off. When one goes, the focus moves to the next one's button (or, with no one left,
 * to the list's heading) rather than to the page.
 */
export function MemberList({ members, onRoleChange, onRemove }: Props) {
  const { t } = useTranslation('modal-examples');
  const list = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (focusAt.current === null) return;
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
    const next = buttons[Math.min(focusAt.current, buttons.length - 1)];
    (next ?? list.current?.querySelector<HTMLElement>('h3'))?.focus();
    focusAt.current = null;
  }, [members]);
  const roles = memberRoles.map((role) => ({ value: role, label: t(`modalExamples.share.role.${role}`) }));
  return (
    <div ref={list}>
      <Heading tabIndex={-1}>{t('modalExamples.share.members', { count: members.length })}</Heading>
      <List>
        {members.map((member, index) => (
          <Row key={member.email}>
            <Who>
              <Avatar name={member.name} src={publicUrl(member.avatar)} size="sm" />
              <div>
                <strong>{member.name}</strong>
                <span className="email">{member.email}</span>
              </div>
            </Who>
            <Controls>
              <div className="role">
                <Select
                  size="sm"
                  aria-label={t('modalExamples.share.roleOf', { name: member.name })}
                  options={roles}
                  value={member.role}
                  onValueChange={(role) => onRoleChange(member.email, role as MemberRole)}
                />
              </div>
              <Button
                data-remove
                variant="text"
                tone="secondary"
                size="sm"
                iconOnly
                aria-label={t('modalExamples.share.remove', { name: member.name })}
                onClick={() => {
                  focusAt.current = index;
                  onRemove(member.email);
                }}
              >
                <Trash2 aria-hidden />
              </Button>
            </Controls>
          </Row>
        ))}
      </List>
    </div>
  );
}
