import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { authPaths } from '@/lib/api/paths/auth';
import type {
  ForgotPasswordResponse,
  LoginBody,
  LoginResponse,
  MessageResponse,
  ResetPasswordBody,
  TwoStepsSendResponse,
  TwoStepsVerifyBody,
  RegisterBody,
  RegisterResponse,
} from '@/lib/api/schemas/auth';

export const useLogin = () =>
  useMutation({ mutationFn: (body: LoginBody) => api.post<LoginResponse>(authPaths.login, body) });

/** SPEC 5: a taken email or username answers 200 with `error` messages, not a session. */
export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterBody) => api.post<RegisterResponse>(authPaths.register, body) });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) => api.post<ForgotPasswordResponse>(authPaths.forgotPassword, { email }),
  });

export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordBody) => api.post<MessageResponse>(authPaths.resetPassword, body) });

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) => api.post<MessageResponse>(authPaths.resendVerification, { email }),
  });

export const useSendTwoStepsCode = () =>
  useMutation({ mutationFn: () => api.post<TwoStepsSendResponse>(authPaths.sendTwoSteps, {}) });

export const useVerifyTwoStepsCode = () =>
  useMutation({ mutationFn: (body: TwoStepsVerifyBody) => api.post<MessageResponse>(authPaths.verifyTwoSteps, body) });
