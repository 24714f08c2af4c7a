/** A JSON answer as the API sends it: `body` as JSON with its Content-Type, `status` 200 unless given. */
export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
