// Canned API answers for tests and stories, in the contract's envelope.

export type Responder = (request: Request) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const ok = (data: unknown) => jsonResponse(200, { success: true, data });

export function errorResponse(status: number, systemErrorCode: string, responseMessage: string) {
  return jsonResponse(status, { success: false, systemErrorCode, responseMessage, userMessage: responseMessage });
}
