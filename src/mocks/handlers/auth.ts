import { http } from 'msw';
import { lazy } from '../lazy';

const auth = () => import('../resolvers/auth');

/** SPEC 7, Auth. */
export const authHandlers = [
  http.post('*/jwt/login', lazy(auth, 'loginResolver')),
  http.post('*/jwt/register', lazy(auth, 'registerResolver')),
  http.post('*/jwt/refresh-token', lazy(auth, 'refreshResolver')),
  http.post('*/jwt/forgot-password', lazy(auth, 'forgotPasswordResolver')),
  // Not in SPEC: the reset, verification and two-step pages' calls.
  http.post('*/jwt/reset-password', lazy(auth, 'resetPasswordResolver')),
  http.post('*/jwt/verify-email/resend', lazy(auth, 'resendVerificationResolver')),
  http.post('*/jwt/two-steps/send', lazy(auth, 'sendTwoStepsResolver')),
  http.post('*/jwt/two-steps/verify', lazy(auth, 'verifyTwoStepsResolver')),
];
