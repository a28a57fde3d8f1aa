import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import CreditCard from './examples/CreditCard';
import creditCardSource from './examples/CreditCard.tsx?raw';
import CustomBlocks from './examples/CustomBlocks';
import customBlocksSource from './examples/CustomBlocks.tsx?raw';
import DateAndTime from './examples/DateAndTime';
import dateAndTimeSource from './examples/DateAndTime.tsx?raw';
import LocaleNumeral from './examples/LocaleNumeral';
import localeNumeralSource from './examples/LocaleNumeral.tsx?raw';
import PhoneMask from './examples/PhoneMask';
import phoneMaskSource from './examples/PhoneMask.tsx?raw';
import PrefixSuffix from './examples/PrefixSuffix';
import prefixSuffixSource from './examples/PrefixSuffix.tsx?raw';

/** Each example: its key in `formInputMask`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'card',
    Component: CreditCard,
    source: creditCardSource,
    file: 'CreditCard.tsx',
    story: 'forms-form-elements-input-mask--credit-card',
  },
  {
    key: 'phone',
    Component: PhoneMask,
    source: phoneMaskSource,
    file: 'PhoneMask.tsx',
    story: 'forms-form-elements-input-mask--phone-mask',
  },
  {
    key: 'dateTime',
    Component: DateAndTime,
    source: dateAndTimeSource,
    file: 'DateAndTime.tsx',
    story: 'forms-form-elements-input-mask--date-and-time',
  },
  {
    key: 'numeral',
    Component: LocaleNumeral,
    source: localeNumeralSource,
    file: 'LocaleNumeral.tsx',
    story: 'forms-form-elements-input-mask--locale-numeral',
  },
  {
    key: 'prefix',
    Component: PrefixSuffix,
    source: prefixSuffixSource,
    file: 'PrefixSuffix.tsx',
    story: 'forms-form-elements-input-mask--prefix-suffix',
  },
  {
    key: 'blocks',
    Component: CustomBlocks,
    source: customBlocksSource,
    file: 'CustomBlocks.tsx',
    story: 'forms-form-elements-input-mask--custom-blocks',
  },
] satisfies DemoExample[];

/**
 * `/forms/elements/input-mask`: react-number-format on the kit's Input: a card number that knows its brand, a phone, a date and a time checked once complete, numbers grouped in the reader's way, a prefix and a suffix, a pattern of one's own; each with the raw value it yields.
 */
export function InputMaskPage() {
  return <DemoPage namespace="forms" words="formInputMask" examples={examples} column="22rem" />;
}
