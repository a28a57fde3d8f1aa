import { defineDomain, post } from '../router/domain';

/**
 * Sign-in, sign-up and account recovery: called by signed-out pages, so public. (The recovery,
 * verification and two-step calls go beyond the brief, for those pages.)
 */
export const authHandlers = defineDomain('auth', () => import('../resolvers/auth'), 'public', [
  post('/jwt/login', 'loginResolver'),
  post('/jwt/register', 'registerResolver'),
  post('/jwt/refresh-token', 'refreshResolver'),
  post('/jwt/forgot-password', 'forgotPasswordResolver'),
  post('/jwt/reset-password', 'resetPasswordResolver'),
  post('/jwt/verify-email/resend', 'resendVerificationResolver'),
  post('/jwt/two-steps/send', 'sendTwoStepsResolver'),
  post('/jwt/two-steps/verify', 'verifyTwoStepsResolver'),
]);
