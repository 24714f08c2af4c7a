// GET accounts/check-email/: whether an account already has an email. Asked by the dog-info step (an
// order placed with an account holder's email leads to the sign-in) and by the enquiry's first step (a
// visitor's email must not be an account's). One call and one reading of its answer for both: taken,
// free, or refused (a 4xx: the server does not take the email). A failure (network, 5xx) throws, for
// the machine's onError. Not a cached query (decision 004): the answer holds only for the moment asked.
import type { ApiClient } from '../../api-context';
import { ApiError, isClientError } from '../../api/errors';

export type EmailCheck = 'taken' | 'free' | 'refused';

export async function checkEmail(api: ApiClient, email: string, signal?: AbortSignal): Promise<EmailCheck> {
  const { data, error, response } = await api.GET('/accounts/check-email/', { params: { query: { email } }, signal });
  if (data) return data.already_exists ? 'taken' : 'free';
  if (isClientError(response.status)) return 'refused';
  throw new ApiError(response.status, error);
}
