import { describe, expect, it } from 'vitest';
import { twoFactorForm, type TwoFactorValues } from './twoFactorForm';

const problems = (values: TwoFactorValues) => {
  const result = twoFactorForm.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the two-factor form', () => {
  it('takes six digits from the app, with no phone number', () => {
    expect(problems({ method: 'app', phone: '', code: '123456' })).toEqual({});
    expect(problems({ method: 'app', phone: '', code: '123 456' })).toEqual({});
  });

  it('refuses a code that is not six digits', () => {
    for (const code of ['', '12345', '1234567', '12a456'])
      expect(problems({ method: 'app', phone: '', code })).toEqual({ code: 'modalExamples.errors.code' });
  });

  it('asks a valid phone number when codes come by text message', () => {
    expect(problems({ method: 'sms', phone: '+1 202 555 0143', code: '123456' })).toEqual({});
    expect(problems({ method: 'sms', phone: ' ', code: '123456' })).toEqual({ phone: 'modalExamples.errors.required' });
    expect(problems({ method: 'sms', phone: '555', code: '123456' })).toEqual({ phone: 'modalExamples.errors.phone' });
    expect(problems({ method: 'sms', phone: 'call me', code: '123456' })).toEqual({
      phone: 'modalExamples.errors.phone',
    });
  });
});
