import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from '@/lib/api/zod';
import { DialogForm } from '@/ui/modal/DialogForm';
import { Modal } from '@/ui/modal/Modal';
import { Switch } from '@/ui/switch/Switch';
import { toast } from '@/ui/toast/toast';
import { emptyCard } from '../card/cardCheck';
import { CardFields } from '../card/CardFields';
import { cardSchema } from '../card/cardSchema';
import { useCardName } from '../card/useCardName';
import type { ExampleDialogProps } from '../components/ExampleCard';

const addCardForm = z.object({ card: cardSchema, save: z.boolean() });
type Values = z.input<typeof addCardForm>;

/**
 * Add a payment card: the number masked and checked (network, length, Luhn), the name, an expiry
 * not yet over, the network's security code, and whether to keep the card for later. Errors show
 * at a field when it is left and on submit; the toast names the card by its last four digits.
 */
export function AddCardDialog({ open, onOpenChange, onDone }: ExampleDialogProps) {
  const { t } = useTranslation('modal-examples');
  const form = useForm<Values>({
    resolver: zodResolver(addCardForm),
    mode: 'onTouched',
    defaultValues: { card: emptyCard, save: true },
  });
  const cardName = useCardName();
  const submit = form.handleSubmit(({ card, save }) => {
    const added = { card: cardName(card.number) };
    toast.success(save ? t('modalExamples.addCard.saved', added) : t('modalExamples.addCard.added', added));
    onDone();
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('modalExamples.addCard.title')}
      description={t('modalExamples.addCard.description')}
    >
      <FormProvider {...form}>
        <DialogForm
          onSubmit={(event) => void submit(event)}
          cancelLabel={t('modalExamples.actions.cancel')}
          submitLabel={t('modalExamples.addCard.submit')}
          pending={false}
        >
          <CardFields />
          <Controller
            control={form.control}
            name="save"
            render={({ field }) => (
              <Switch label={t('modalExamples.addCard.save')} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </DialogForm>
      </FormProvider>
    </Modal>
  );
}
