import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ResumeView } from '../../flows/resume/resume-view';

const route = getRouteApi('/resume/$token');

/** /resume/{token}: a mailed link restores a lead's flow on this device (design.md §8). */
export function ResumeScreen() {
  const navigate = useNavigate();
  const { token } = route.useParams();
  return <ResumeView token={token} navigate={(to, options) => void navigate({ to, replace: options?.replace })} />;
}
