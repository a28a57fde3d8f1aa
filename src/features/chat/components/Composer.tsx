import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Textarea } from '@/ui/textarea/Textarea';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-4);
  background: var(--c-card);
  border-block-start: 1px solid var(--c-border);
  > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
  textarea {
    min-block-size: 2.5rem;
    max-block-size: 8rem;
    resize: none;
  }
`;

type Props = { contactName: string; onSend: (message: string) => void };

/** Writes a message: Enter sends, Shift+Enter starts a new line. What was typed goes only when sent. */
export function Composer({ contactName, onSend }: Props) {
  const { t } = useTranslation('chat');
  const hintId = useId();
  const [text, setText] = useState('');
  const send = () => {
    const message = text.trim();
    if (!message) return;
    onSend(message);
    setText('');
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a character belongs to the input method.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <Form onSubmit={onSubmit} aria-label={t('chat.composer.form')}>
      <Field label={t('chat.composer.label', { name: contactName })} hideLabel>
        <Textarea
          rows={1}
          value={text}
          placeholder={t('chat.composer.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
        />
      </Field>
      <span id={hintId} className="visually-hidden">
        {t('chat.composer.hint')}
      </span>
      <Button type="submit" startIcon={<Send aria-hidden />} disabled={!text.trim()}>
        {t('chat.composer.send')}
      </Button>
    </Form>
  );
}
