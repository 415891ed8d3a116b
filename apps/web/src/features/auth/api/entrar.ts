import { type TLoginRequest, type TLoginResponse, ZLoginResponse } from '@erp/contracts/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function login(credentials: TLoginRequest): Promise<TLoginResponse> {
  const body = await apiClient.post<unknown>('/login', credentials);
  // The answer becomes the stored session, so its shape is checked rather than assumed.
  return ZLoginResponse.parse(body);
}

type UseLoginOptions = Omit<UseMutationOptions<TLoginResponse, unknown, TLoginRequest>, 'mutationFn'>;

export function useLogin(options: UseLoginOptions = {}) {
  return useMutation({ mutationFn: login, ...options });
}
