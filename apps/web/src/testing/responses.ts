// API answers for tests that stub `fetch`: a JSON body, and a refusal shaped
// as the API sends it (the catalogue code in `message`).

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const refused = (status: number, code: string, additionalData?: Record<string, unknown>) =>
  json(status, { statusCode: status, error: 'x', message: code, additionalData });
