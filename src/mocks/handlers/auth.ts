import { authPaths } from '@/lib/api/paths/auth';
import { defineDomain, post } from '../router/domain';

/**
 * Sign-in, sign-up and account recovery: called by signed-out pages, so public. (The recovery,
 * verification and two-step calls go beyond the original brief, for those pages.)
 */
export const authHandlers = defineDomain('auth', () => import('../resolvers/auth'), 'public', [
  post(authPaths.login, 'loginResolver'),
  post(authPaths.register, 'registerResolver'),
  post(authPaths.refreshToken, 'refreshResolver'),
  post(authPaths.logout, 'logoutResolver'),
  post(authPaths.forgotPassword, 'forgotPasswordResolver'),
  post(authPaths.resetPassword, 'resetPasswordResolver'),
  post(authPaths.resendVerification, 'resendVerificationResolver'),
  post(authPaths.sendTwoSteps, 'sendTwoStepsResolver'),
  post(authPaths.verifyTwoSteps, 'verifyTwoStepsResolver'),
]);
