import * as z from '@/lib/api/zod';

export const twoFactorMethods = ['app', 'sms'] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

/** The steps: how to receive codes, setting that up, then proving it works with one code. */
export const twoFactorSteps = ['method', 'setup', 'verify'] as const;

/** A phone number is asked (and checked) only when codes come by text message. */
export const twoFactorForm = z.object({ method: z.enum(twoFactorMethods), phone: z.string(), code: z.string() }).check(
  z.superRefine(({ method, phone, code }, ctx) => {
    const digits = phone.replace(/\D/g, '');
    if (method === 'sms' && !phone.trim())
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'modalExamples.errors.required' });
    else if (method === 'sms' && (!/^\+?[0-9 ()-]+$/.test(phone.trim()) || digits.length < 8 || digits.length > 15))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'modalExamples.errors.phone' });
    if (!/^\d{6}$/.test(code.replace(/\s/g, '')))
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'modalExamples.errors.code' });
  }),
);
export type TwoFactorValues = z.input<typeof twoFactorForm>;
