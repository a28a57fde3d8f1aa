import { authPaths } from '../paths/auth';
import { apiErrorBody } from '../schemas/common';
import * as auth from '../schemas/auth';
import { ok, invalid, type Endpoint } from './describe';

export const authEndpoints: Endpoint[] = [
  {
    method: 'post',
    path: authPaths.login,
    tag: 'Auth',
    summary: 'Sign in',
    description:
      'Demo users: admin@demo.com / admin and client@demo.com / client. Tokens are HS256 JWTs: the access token lasts 10 minutes, the refresh token 8 hours.',
    body: auth.loginBody,
    responses: {
      ...ok(auth.loginResponse),
      400: { description: "Invalid body, or `error.email`: 'Email or Password is Invalid'", schema: apiErrorBody },
    },
  },
  {
    method: 'post',
    path: authPaths.register,
    tag: 'Auth',
    summary: 'Register',
    description:
      "Creates an admin with the manage-all ability. A taken email or username answers 200 with `error` ('This email is already in use.', 'This username is already in use.').",
    body: auth.registerBody,
    responses: { ...ok(auth.registerResponse), ...invalid },
  },
  {
    method: 'post',
    path: authPaths.refreshToken,
    tag: 'Auth',
    summary: 'Exchange a refresh token for new tokens',
    body: auth.refreshBody,
    responses: {
      ...ok(auth.tokens),
      401: { description: "`error`: 'Invalid refresh token'", schema: apiErrorBody },
    },
  },
  {
    method: 'post',
    path: authPaths.forgotPassword,
    tag: 'Auth',
    summary: 'Ask for a password-reset link',
    description:
      'Beyond the original brief. The same answer for every well-formed email, so it never reveals who has an account. `demo.resetToken` is what a real backend would email; a real API leaves it out.',
    body: auth.forgotPasswordBody,
    responses: { ...ok(auth.forgotPasswordResponse), ...invalid },
  },
  {
    method: 'post',
    path: authPaths.resetPassword,
    tag: 'Auth',
    summary: 'Set a new password with a reset token',
    description:
      'Beyond the original brief. The token (from forgot-password) works once, for 30 minutes; a used, expired or unknown one answers 400 naming `token`.',
    body: auth.resetPasswordBody,
    responses: { ...ok(auth.messageResponse), ...invalid },
  },
  {
    method: 'post',
    path: authPaths.resendVerification,
    tag: 'Auth',
    summary: 'Send the email-verification link again',
    description: 'Beyond the original brief. The same answer for every well-formed email.',
    body: auth.resendVerificationBody,
    responses: { ...ok(auth.messageResponse), ...invalid },
  },
  {
    method: 'post',
    path: authPaths.sendTwoSteps,
    tag: 'Auth',
    summary: 'Send a one-time code for the second sign-in step',
    description:
      'Beyond the original brief. Answers the masked phone and a `challenge` naming the code; `demo.code` is what a real backend would text.',
    responses: ok(auth.twoStepsSendResponse),
  },
  {
    method: 'post',
    path: authPaths.verifyTwoSteps,
    tag: 'Auth',
    summary: 'Check the one-time code',
    description:
      'Beyond the original brief. A code works once, for 10 minutes; a wrong or expired one answers 400 naming `code`.',
    body: auth.twoStepsVerifyBody,
    responses: { ...ok(auth.messageResponse), ...invalid },
  },
  {
    method: 'post',
    path: authPaths.logout,
    tag: 'Auth',
    summary: 'Sign out',
    description:
      'Beyond the original brief. With a cookie session the server clears its cookies; with bearer tokens the client drops them, and a server may revoke the refresh token. Always 200.',
    responses: { ...ok(auth.messageResponse) },
  },
];
