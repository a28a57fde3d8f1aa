import * as z from '../zod';

/** Payload schemas shared by the client and the demo server (docs/demo-api.md). */
export const abilityRule = z.object({ action: z.string(), subject: z.string() });
export type AbilityRule = z.infer<typeof abilityRule>;

export const sessionUser = z.object({
  id: z.number().check(z.int()),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string(),
  email: z.email(),
  role: z.enum(['admin', 'client']),
  ability: z.array(abilityRule),
  extras: z.object({ eCommerceCartItemsCount: z.number().check(z.int()) }),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginBody = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'is required')),
  password: z.string().check(z.minLength(1, 'is required')),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  email: z.email('must be an email address'),
  password: z.string().check(z.minLength(1, 'is required')),
  username: z.string().check(z.trim(), z.minLength(1, 'is required')),
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * Beyond the original brief: account recovery and verification. The answers never say whether an account exists.
 * What a real backend would send by email or SMS (the reset link's token, the one-time code) comes
 * back in a `demo` field instead, so the demo can be followed through; a real API leaves it out.
 */
export const forgotPasswordBody = z.object({ email: z.email('must be an email address') });
export const forgotPasswordResponse = z.object({
  message: z.string(),
  demo: z.object({ resetToken: z.string() }),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

export const PASSWORD_MIN = 6;
export const resetPasswordBody = z.object({
  token: z.string().check(z.minLength(1, 'is required')),
  password: z.string().check(z.minLength(PASSWORD_MIN, `must have at least ${PASSWORD_MIN} characters`)),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const resendVerificationBody = z.object({ email: z.email('must be an email address') });

/** A one-time code "sent" to the signed-in user's phone for the second sign-in step. */
export const twoStepsSendResponse = z.object({
  message: z.string(),
  phone: z.string(),
  /** Names this code; the verify call sends it back with the code. */
  challenge: z.string(),
  demo: z.object({ code: z.string().check(z.regex(/^\d{6}$/)) }),
});
export type TwoStepsSendResponse = z.infer<typeof twoStepsSendResponse>;
export const twoStepsVerifyBody = z.object({
  challenge: z.string().check(z.minLength(1, 'is required')),
  code: z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits')),
});
export type TwoStepsVerifyBody = z.infer<typeof twoStepsVerifyBody>;

export const refreshBody = z.object({ refreshToken: z.string().check(z.minLength(1, 'is required')) });
export type RefreshBody = z.infer<typeof refreshBody>;

export const tokens = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokens>;
export const loginResponse = z.extend(tokens, { userData: sessionUser });
export type LoginResponse = z.infer<typeof loginResponse>;
/** Registration answers 200 with field messages when the email or username is taken (docs/demo-api.md). */
export const registerTaken = z.object({
  error: z.object({ email: z.optional(z.string()), username: z.optional(z.string()) }),
});
export const registerResponse = z.union([loginResponse, registerTaken]);
export type RegisterResponse = z.infer<typeof registerResponse>;
