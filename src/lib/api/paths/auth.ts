/**
 * Sign-in, registration, token refresh and account recovery.
 * What each one takes and answers: docs/demo-api.md, Auth.
 */
export const authPaths = {
  login: '/jwt/login',
  register: '/jwt/register',
  refreshToken: '/jwt/refresh-token',
  logout: '/jwt/logout',
  forgotPassword: '/jwt/forgot-password',
  resetPassword: '/jwt/reset-password',
  resendVerification: '/jwt/verify-email/resend',
  sendTwoSteps: '/jwt/two-steps/send',
  verifyTwoSteps: '/jwt/two-steps/verify',
} as const;
