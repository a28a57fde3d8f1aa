import type {
  LoginBody,
  LoginResponse,
  RegisterBody,
  RegisterResponse,
  SessionUser,
  Tokens,
} from '@/lib/api/schemas/auth';
import { authUsersSeed, type StoredUser } from '../data/authUsers';
import { defineTable } from '../db';
import { signToken, verifyToken } from './tokens';

export const authUsers = defineTable<StoredUser>(() => authUsersSeed);

type Result<T> = { ok: true; value: T } | { ok: false; status: number; error: string | Record<string, string> };

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
  // SPEC 5: duplicates answer 200 with the messages, not an error status.
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
