import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
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
  useMutation({ mutationFn: (body: LoginBody) => api.post<LoginResponse>('/jwt/login', body) });

/** SPEC 5: a taken email or username answers 200 with `error` messages, not a session. */
export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterBody) => api.post<RegisterResponse>('/jwt/register', body) });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) => api.post<ForgotPasswordResponse>('/jwt/forgot-password', { email }),
  });

export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordBody) => api.post<MessageResponse>('/jwt/reset-password', body) });

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) => api.post<MessageResponse>('/jwt/verify-email/resend', { email }),
  });

export const useSendTwoStepsCode = () =>
  useMutation({ mutationFn: () => api.post<TwoStepsSendResponse>('/jwt/two-steps/send', {}) });

export const useVerifyTwoStepsCode = () =>
  useMutation({ mutationFn: (body: TwoStepsVerifyBody) => api.post<MessageResponse>('/jwt/two-steps/verify', body) });
