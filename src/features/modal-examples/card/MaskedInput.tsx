import type { ControllerRenderProps } from 'react-hook-form';
import { NumberFormatBase } from 'react-number-format';
import { Input, type InputProps } from '@/ui/input/Input';
import { onlyDigits } from './cardNumber';

type Props = Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'type'> & {
  /** The form's field: it keeps the digits only. */
  field: Pick<ControllerRenderProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref'>;
  /** How the digits show while typed (groups, a slash). */
  show: (digits: string) => string;
  /** The most digits the field keeps. */
  maxDigits: number;
};

/**
 * A digits-only field shown through a mask as it is typed (react-number-format keeps the caret in
 * place): the form gets the digits, the person sees them grouped.
 */
export function MaskedInput({ field, show, maxDigits, ...input }: Props) {
  return (
    <NumberFormatBase<InputProps>
      {...input}
      customInput={Input}
      // Digits read left to right in every language: grouped digits in an RTL field would swap groups.
      dir="ltr"
      inputMode="numeric"
      format={show}
      removeFormatting={(typed) => onlyDigits(typed, maxDigits)}
      valueIsNumericString
      value={field.value as string}
      onValueChange={({ value }) => field.onChange(value)}
      onBlur={field.onBlur}
      getInputRef={field.ref}
      name={field.name}
    />
  );
}
