import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { RadioGroup } from '@/ui/radio/RadioGroup';
import { setLanguage } from '@/lib/i18n';

const resources = {
  en: {
    translation: {
      hello: 'Good morning, {{name}}!',
      inbox_one: 'You have {{count}} new message.',
      inbox_other: 'You have {{count}} new messages.',
      due: 'Due on {{date, datetime(dateStyle: long)}}',
      total: 'Total: {{amount, currency(EUR)}}',
    },
  },
  fr: {
    translation: {
      hello: 'Bonjour, {{name}} !',
      inbox_one: 'Vous avez {{count}} nouveau message.',
      inbox_other: 'Vous avez {{count}} nouveaux messages.',
      due: 'À régler le {{date, datetime(dateStyle: long)}}',
      total: 'Total : {{amount, currency(EUR)}}',
    },
  },
  de: {
    translation: {
      hello: 'Guten Morgen, {{name}}!',
      inbox_one: 'Sie haben {{count}} neue Nachricht.',
      inbox_other: 'Sie haben {{count}} neue Nachrichten.',
      due: 'Fällig am {{date, datetime(dateStyle: long)}}',
      total: 'Summe: {{amount, currency(EUR)}}',
    },
  },
  pt: {
    translation: {
      hello: 'Bom dia, {{name}}!',
      inbox_one: 'Tem {{count}} mensagem nova.',
      inbox_other: 'Tem {{count}} mensagens novas.',
      due: 'Vence a {{date, datetime(dateStyle: long)}}',
      total: 'Total: {{amount, currency(EUR)}}',
    },
  },
};
const names = { en: 'English', fr: 'Français', de: 'Deutsch', pt: 'Português' };
type Language = keyof typeof names;

function Invoice({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <ul style={{ display: 'grid', gap: 'var(--space-1)', margin: 0, paddingInlineStart: 'var(--space-5)' }}>
      <li>{t('hello', { name: 'Ana' })}</li>
      <li>{t('inbox', { count })}</li>
      <li>{t('due', { date: new Date(2026, 2, 14) })}</li>
      <li>{t('total', { amount: 1234.5 })}</li>
    </ul>
  );
}

/**
 * A second i18next instance behind an `I18nextProvider`: the radio buttons switch this card's
 * language live; the button asks the whole app to follow, like the language menu in the navbar.
 */
export default function ScopedLanguage() {
  // An instance of its own, with its own words: switching it changes this card only.
  const [cardI18n] = useState(() =>
    i18next.createInstance({ lng: 'en', fallbackLng: 'en', resources, initAsync: false }),
  );
  if (!cardI18n.isInitialized) void cardI18n.init();
  const [language, setCardLanguage] = useState<Language>('en');
  const [count, setCount] = useState(1);
  const choose = (value: string) => {
    setCardLanguage(value as Language);
    void cardI18n.changeLanguage(value);
  };
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <RadioGroup
        label="Language of this card"
        orientation="horizontal"
        value={language}
        onValueChange={choose}
        options={Object.entries(names).map(([value, label]) => ({ value, label }))}
      />
      <Field label="New messages">
        <Input type="number" min={0} value={count} onChange={(event) => setCount(Number(event.target.value))} />
      </Field>
      <I18nextProvider i18n={cardI18n}>
        <div lang={language} aria-live="polite">
          <Invoice count={count} />
        </div>
      </I18nextProvider>
      <Button variant="outline" style={{ justifySelf: 'start' }} onClick={() => void setLanguage(language)}>
        Use {names[language]} for the whole app
      </Button>
    </div>
  );
}
