import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { formsPaths } from '@/lib/api/paths/forms';
import type { FormAccountBody, FormAccountResponse } from '@/lib/api/schemas/forms';

/**
 * Creates the demo forms' account (docs/demo-api.md, Forms). A refusal is an `ApiError` whose
 * `fieldErrors` name the fields: 400 for what the server alone checks (a reserved username, a
 * throwaway email), 409 for a username or email in use. Nothing is cached: each form shows its
 * own answer.
 */
export const useCreateFormAccount = () =>
  useMutation({
    mutationFn: (body: FormAccountBody) => api.post<FormAccountResponse>(formsPaths.accounts, body),
  });
