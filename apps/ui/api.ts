/**
 * The one fetch helper of every client (web, admin, desktop renderer). Relative `/api/...` paths,
 * credentials always included, a JSON body only when there is a payload, and on any non-OK answer
 * an error whose message is "<status>: <body text or status text>" (spec §7, §8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's `error` text, when the body was a JSON error. */
    readonly serverMessage: string | undefined,
    /** Per-field messages of a validation failure. */
    readonly fields: Record<string, string> | undefined,
    /** The whole parsed JSON error body (e.g. a conflict's `current` item), when there was one. */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function parseErrorBody(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Sends `init` (credentials added) and returns the parsed JSON answer, or throws an ApiError. */
async function send<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, credentials: 'include' });
  const text = await response.text();
  if (!response.ok) {
    const body = parseErrorBody(text);
    const fields =
      body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined;
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      typeof body?.error === 'string' ? body.error : undefined,
      fields,
      body,
    );
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Sends a request to the API and returns the parsed JSON answer (undefined for an empty one). */
export async function apiRequest<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const init: RequestInit = { method };
  if (payload !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  return send<T>(path, init);
}

/**
 * POSTs raw bytes (an uploaded file) with their own content type, or application/octet-stream when
 * the browser does not know it, and returns the parsed JSON answer.
 */
export async function apiUpload<T>(path: string, file: Blob): Promise<T> {
  return send<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
}

/** The default list loader: GET and parse as JSON (throws on 401 like any other failure). */
export function getJson<T>(path: string): Promise<T> {
  return apiRequest<T>('GET', path);
}

/** The server's error text for a toast, or undefined (the caller then shows its fallback). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
