import { ExternalLink, Gift, Send, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CopyButton } from '@/ui/copy-button/CopyButton';
import { Field } from '@/ui/field/Field';
import { IconBadge } from '@/ui/icon-badge/IconBadge';
import { Input } from '@/ui/input/Input';
import { Modal } from '@/ui/modal/Modal';
import { toast } from '@/ui/toast/toast';
import type { ExampleDialogProps } from '../components/ExampleCard';
import { FieldRow } from '../components/FieldRow';
import { InviteByEmail } from '../components/InviteByEmail';
import { useCopyToast } from '../components/useCopyToast';
import { referralLink, shareTargets } from './referral';

const Body = styled.div`
  display: grid;
  gap: var(--space-5);
  h3 {
    margin: 0 0 var(--space-3);
    font-size: var(--fs-md);
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
`;

const How = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    justify-items: center;
    gap: var(--space-2);
    text-align: center;
  }
  strong {
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
  p {
    margin: 0;
    font-size: var(--fs-sm);
  }
`;

const Shares = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
    color: var(--c-primary-text);
  }
  svg {
    inline-size: 0.875rem;
    block-size: 0.875rem;
  }
`;

const how = [
  { id: 'invite', icon: Send },
  { id: 'signUp', icon: UserPlus },
  { id: 'earn', icon: Gift },
] as const;

/**
 * Refer a friend: how it works in three steps, an invitation by email, the referral link to copy,
 * and links that share it on social networks or by mail (each in a new tab, told nothing of this page).
 */
export function ReferEarnDialog({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useTranslation('modal-examples');
  const copied = useCopyToast();
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set());
  const targets = shareTargets(referralLink, t('modalExamples.refer.shareText'), t('modalExamples.refer.email'));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('modalExamples.refer.title')}
      description={t('modalExamples.refer.description')}
    >
      <Body>
        <section aria-labelledby="refer-how">
          <h3 id="refer-how">{t('modalExamples.refer.how')}</h3>
          <How>
            {how.map(({ id, icon: Icon }) => (
              <li key={id}>
                <IconBadge $tone="primary" $size={3.25} $square>
                  <Icon aria-hidden />
                </IconBadge>
                <strong>{t(`modalExamples.refer.steps.${id}.title`)}</strong>
                <p>{t(`modalExamples.refer.steps.${id}.text`)}</p>
              </li>
            ))}
          </How>
        </section>
        <InviteByEmail
          label={t('modalExamples.refer.invite')}
          submitLabel={t('modalExamples.refer.send')}
          refusal={(email) => (invited.has(email) ? 'modalExamples.errors.alreadyInvited' : undefined)}
          onInvite={(email) => {
            setInvited(new Set(invited).add(email));
            toast.success(t('modalExamples.refer.sent', { email }));
          }}
        />
        <Field label={t('modalExamples.refer.link')}>
          <FieldRow>
            <Input readOnly dir="ltr" value={referralLink} onFocus={(event) => event.currentTarget.select()} />
            <CopyButton text={referralLink} onCopy={copied(referralLink, t('modalExamples.refer.linkCopied'))} />
          </FieldRow>
        </Field>
        <section aria-labelledby="refer-share">
          <h3 id="refer-share">{t('modalExamples.refer.share')}</h3>
          <Shares>
            {targets.map((target) => (
              <li key={target.id}>
                <a href={target.href} target="_blank" rel="noopener noreferrer">
                  {target.name}
                  <ExternalLink aria-hidden />
                  <span className="visually-hidden">{t('modalExamples.refer.newTab')}</span>
                </a>
              </li>
            ))}
          </Shares>
        </section>
      </Body>
    </Modal>
  );
}
