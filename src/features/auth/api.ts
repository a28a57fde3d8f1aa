// The sign-in and account-recovery calls (docs/demo-api.md, Auth): a fetcher each, and the mutation
// hook the forms use.
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

export const login = (body: LoginBody) => api.post<LoginResponse>(authPaths.login, body);
export const useLogin = () => useMutation({ mutationFn: login });

/** A taken email or username answers 200 with `error` messages, not a session. */
export const register = (body: RegisterBody) => api.post<RegisterResponse>(authPaths.register, body);
export const useRegister = () => useMutation({ mutationFn: register });

export const forgotPassword = (email: string) => api.post<ForgotPasswordResponse>(authPaths.forgotPassword, { email });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

export const resetPassword = (body: ResetPasswordBody) => api.post<MessageResponse>(authPaths.resetPassword, body);
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

export const resendVerification = (email: string) => api.post<MessageResponse>(authPaths.resendVerification, { email });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

export const sendTwoStepsCode = () => api.post<TwoStepsSendResponse>(authPaths.sendTwoSteps, {});
export const useSendTwoStepsCode = () => useMutation({ mutationFn: sendTwoStepsCode });

export const verifyTwoStepsCode = (body: TwoStepsVerifyBody) =>
  api.post<MessageResponse>(authPaths.verifyTwoSteps, body);
export const useVerifyTwoStepsCode = () => useMutation({ mutationFn: verifyTwoStepsCode });
