/**
 * A copy of `request` sent to `url` instead. The body is buffered first: passing the request
 * itself as the init (`new Request(url, request)`) hands over its body as a ReadableStream, which
 * Chrome rejects ("The `duplex` member must be specified for a request with a streaming body").
 * Our bodies are small JSON documents, so buffering costs nothing.
 */
export async function requestWithUrl(request: Request, url: URL): Promise<Request> {
  const body = request.body == null ? null : await request.arrayBuffer();
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrer: request.referrer,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    keepalive: request.keepalive,
    mode: request.mode,
  });
}
