import { Crown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '@/lib/format';
import { Badge } from '@/ui/badge/Badge';
import { Button } from '@/ui/button/Button';
import { ConfirmDialog } from '@/ui/modal/ConfirmDialog';
import { Modal, ModalClose } from '@/ui/modal/Modal';
import { toast } from '@/ui/toast/toast';
import { ChoiceCards } from '../components/ChoiceCards';
import type { ExampleDialogProps } from '../components/ExampleCard';
import { currentPlan, isUpgrade, monthlyPrice, plans, type Plan } from './plans';

const Body = styled.div`
  display: grid;
  gap: var(--space-5);
`;

const Current = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  margin: 0;
  padding: var(--space-4);
  border-radius: var(--radius-md);
  background: var(--c-hover);
  svg {
    flex: none;
    color: var(--c-warning-text);
  }
`;

const CancelSubscription = styled.span`
  margin-inline-end: auto;
`;

/**
 * Change the plan: the three plans as cards with their monthly prices in the reader's language and
 * currency format, the current one marked; choosing it again is refused. Cancelling the
 * subscription asks first, in a dialog of its own.
 */
export function UpgradePlanDialog({ open, onOpenChange, onDone }: ExampleDialogProps) {
  const { t } = useTranslation('modal-examples');
  const format = useFormat();
  const [chosen, setChosen] = useState<Plan>(currentPlan);
  const [refused, setRefused] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const price = (plan: Plan) =>
    t('modalExamples.upgrade.perMonth', { price: format.money(monthlyPrice[plan], { maximumFractionDigits: 0 }) });
  const name = (plan: Plan) => t(`modalExamples.upgrade.plan.${plan}.name`);
  const change = () => {
    if (chosen === currentPlan) return setRefused(true);
    toast.success(t('modalExamples.upgrade.changed', { plan: name(chosen), price: price(chosen) }));
    onDone();
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('modalExamples.upgrade.title')}
      description={t('modalExamples.upgrade.description')}
      footer={
        <>
          <CancelSubscription>
            <Button variant="text" tone="danger" onClick={() => setConfirming(true)}>
              {t('modalExamples.upgrade.cancelSubscription')}
            </Button>
          </CancelSubscription>
          <ModalClose asChild>
            <Button variant="outline" tone="secondary">
              {t('modalExamples.actions.cancel')}
            </Button>
          </ModalClose>
          <Button onClick={change}>
            {t(isUpgrade(currentPlan, chosen) ? 'modalExamples.upgrade.upgrade' : 'modalExamples.upgrade.switch')}
          </Button>
        </>
      }
    >
      <Body>
        <Current>
          <Crown aria-hidden />
          <span>{t('modalExamples.upgrade.current', { plan: name(currentPlan), price: price(currentPlan) })}</span>
        </Current>
        <ChoiceCards
          label={t('modalExamples.upgrade.choose')}
          columns={1}
          value={chosen}
          onValueChange={(plan) => {
            setChosen(plan);
            setRefused(false);
          }}
          error={refused ? t('modalExamples.upgrade.samePlan') : undefined}
          choices={plans.map((plan) => ({
            value: plan,
            title: (
              <>
                {name(plan)}{' '}
                {plan === currentPlan ? (
                  <Badge tone="success" pill>
                    {t('modalExamples.upgrade.currentBadge')}
                  </Badge>
                ) : null}
              </>
            ),
            aside: price(plan),
            description: t(`modalExamples.upgrade.plan.${plan}.description`),
          }))}
        />
      </Body>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('modalExamples.upgrade.confirmTitle')}
        description={t('modalExamples.upgrade.confirmText', { plan: name(currentPlan) })}
        confirmLabel={t('modalExamples.upgrade.confirm')}
        cancelLabel={t('modalExamples.upgrade.keep')}
        onConfirm={() => {
          setConfirming(false);
          toast.success(t('modalExamples.upgrade.cancelled', { plan: name(currentPlan) }));
          onDone();
        }}
      />
    </Modal>
  );
}
