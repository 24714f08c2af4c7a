// The Proposals tab's PDF (spec 3 §7 Proposals): GET /crm/commerical-crm/{id}/proposal-pdf/ (the API's
// spelling), base64. A refused call throws ApiError with the body.
import type { ApiClient } from '../../../api-context';
import { dataOrThrow } from '../../../api/errors';

export async function loadProposalPdf(api: ApiClient, id: string): Promise<string> {
  const answer = await api.GET('/crm/commerical-crm/{id}/proposal-pdf/', { params: { path: { id } } });
  return dataOrThrow(answer).data;
}
