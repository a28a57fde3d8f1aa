import type {
  ForgotPasswordResponse,
  MessageResponse,
  ResetPasswordBody,
  TwoStepsSendResponse,
  TwoStepsVerifyBody,
  LoginBody,
  LoginResponse,
  RegisterBody,
  RegisterResponse,
  SessionUser,
  Tokens,
} from '@/lib/api/schemas/auth';
import { authUsersSeed, type StoredUser } from '../data/authUsers';
import { demoNow } from '../clock';
import { defineTable } from '../db';
import { signToken, verifyToken } from './tokens';

export const authUsers = defineTable<StoredUser>(() => authUsersSeed);

export type Result<T> = { ok: true; value: T } | { ok: false; status: number; error: string | Record<string, string> };

const publicUser = ({ password: _password, ...user }: StoredUser): SessionUser => user;

async function issueTokens(userId: number): Promise<Tokens> {
  const [accessToken, refreshToken] = await Promise.all([signToken(userId, 'access'), signToken(userId, 'refresh')]);
  return { accessToken, refreshToken };
}

export async function login({ email, password }: LoginBody): Promise<Result<LoginResponse>> {
  const users = await authUsers.all();
  const user = users.find((u) => u.email.toLowerCase() === email.toLowerCase() && u.password === password);
  if (!user) return { ok: false, status: 400, error: { email: 'Email or Password is Invalid' } };
  try {
    return { ok: true, value: { userData: publicUser(user), ...(await issueTokens(user.id)) } };
  } catch {
    return { ok: false, status: 500, error: 'Something went wrong' };
  }
}

export async function register({ email, password, username }: RegisterBody): Promise<Result<RegisterResponse>> {
  const users = await authUsers.all();
  const error: Record<string, string> = {};
  if (users.some((u) => u.email.toLowerCase() === email.toLowerCase())) error.email = 'This email is already in use.';
  if (users.some((u) => u.username.toLowerCase() === username.toLowerCase()))
    error.username = 'This username is already in use.';
  // Duplicates answer 200 with the messages, not an error status.
  if (Object.keys(error).length > 0) return { ok: true, value: { error } };

  const user: StoredUser = {
    id: await authUsers.nextId('max'),
    fullName: username,
    username,
    password,
    email,
    avatar: '',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
    extras: { eCommerceCartItemsCount: 0 },
  };
  await authUsers.insert(user);
  return { ok: true, value: { userData: publicUser(user), ...(await issueTokens(user.id)) } };
}

export async function refresh(refreshToken: string): Promise<Result<Tokens>> {
  const userId = await verifyToken(refreshToken, 'refresh');
  const user = userId === undefined ? undefined : await authUsers.find(userId);
  if (!user) return { ok: false, status: 401, error: 'Invalid refresh token' };
  return { ok: true, value: await issueTokens(user.id) };
}

/**
 * One-time secrets a real backend would send by email or SMS: password-reset tokens and the codes
 * of the second sign-in step. Each is used once and lasts 30 minutes (reset) or 10 (code).
 */
type Challenge = {
  id: number;
  kind: 'reset' | 'code';
  secret: string;
  email?: string;
  code?: string;
  expiresAt: number;
  used: boolean;
  /** Wrong codes tried; the fifth ends the challenge, so a code cannot be guessed. */
  misses: number;
};
const MAX_MISSES = 5;
export const challenges = defineTable<Challenge>(() => []);

const RESET_TTL_MS = 30 * 60 * 1000;
const CODE_TTL_MS = 10 * 60 * 1000;

const randomSecret = () => crypto.randomUUID();
const randomCode = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');

async function openChallenge(
  kind: Challenge['kind'],
  fields: Pick<Challenge, 'email' | 'code'>,
  ttl: number,
): Promise<Challenge> {
  const challenge: Challenge = {
    id: await challenges.nextId('max'),
    kind,
    secret: randomSecret(),
    ...fields,
    expiresAt: demoNow().getTime() + ttl,
    used: false,
    misses: 0,
  };
  return challenges.insert(challenge);
}

async function liveChallenge(kind: Challenge['kind'], secret: string): Promise<Challenge | undefined> {
  const found = (await challenges.all()).find((c) => c.kind === kind && c.secret === secret);
  return found && !found.used && found.expiresAt > demoNow().getTime() ? found : undefined;
}

/** Every well-formed email gets a token, so the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<ForgotPasswordResponse> {
  const challenge = await openChallenge('reset', { email }, RESET_TTL_MS);
  return {
    message: `If an account exists for ${email}, a link to reset its password is on its way.`,
    demo: { resetToken: challenge.secret },
  };
}

export async function resetPassword({ token, password }: ResetPasswordBody): Promise<Result<MessageResponse>> {
  const challenge = await liveChallenge('reset', token);
  if (!challenge) return { ok: false, status: 400, error: { token: 'This reset link is invalid or has expired.' } };
  await challenges.update(challenge.id, { used: true });
  const user = (await authUsers.all()).find((u) => u.email.toLowerCase() === challenge.email?.toLowerCase());
  if (user) await authUsers.update(user.id, { password });
  return { ok: true, value: { message: 'Your password has been reset. Sign in with the new one.' } };
}

export function resendVerification(email: string): MessageResponse {
  return { message: `If ${email} is waiting for verification, a new activation link is on its way.` };
}

/** The demo accounts' phone, masked as a real backend would show it. */
const DEMO_PHONE = '+1 ••• ••• 1234';

export async function sendTwoStepsCode(): Promise<TwoStepsSendResponse> {
  const challenge = await openChallenge('code', { code: randomCode() }, CODE_TTL_MS);
  return {
    message: `We sent a verification code to ${DEMO_PHONE}.`,
    phone: DEMO_PHONE,
    challenge: challenge.secret,
    demo: { code: challenge.code! },
  };
}

export async function verifyTwoStepsCode({ challenge, code }: TwoStepsVerifyBody): Promise<Result<MessageResponse>> {
  const found = await liveChallenge('code', challenge);
  if (!found || found.code !== code) {
    if (found) await challenges.update(found.id, { misses: found.misses + 1, used: found.misses + 1 >= MAX_MISSES });
    return { ok: false, status: 400, error: { code: 'This code is wrong or has expired.' } };
  }
  await challenges.update(found.id, { used: true });
  return { ok: true, value: { message: 'Your account is verified.' } };
}
