/**
 * The one fetch helper of every client (web, admin, desktop renderer). Relative `/api/...` paths,
 * credentials always included, a JSON body only when there is a payload, and on any non-OK answer
 * an error whose message is "<status>: <body text>", or the status text when the body is empty.
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

/**
 * What one request says about the connection to the server:
 * - 'unreachable': no answer (a network error), or a gateway's 502/503/504 (the desktop client's main
 *   process answers 502 when the configured server is down);
 * - 'expired': a 401 from a call other than the sign-in calls themselves, i.e. the session ended;
 * - 'answered': the server answered (anything else, errors included).
 */
export type ConnectionSignal = 'unreachable' | 'expired' | 'answered';
/** The signals that need the user's attention. */
export type ConnectionProblem = Exclude<ConnectionSignal, 'answered'>;

/** The calls whose 401 answers the credentials or says "nobody is signed in", not "your session ended". */
const SESSION_CALLS = new Set(['GET /api/user', 'POST /api/login', 'POST /api/register']);
/** Answers of a proxy or gateway that could not reach the server (or of a server that cannot work). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Classifies the outcome of one request: the answer's status, 'network-error' when fetch threw, or
 * 'aborted' when the caller cancelled it (which says nothing about the connection: null).
 */
export function connectionSignalOf(
  method: string,
  path: string,
  outcome: number | 'network-error' | 'aborted',
): ConnectionSignal | null {
  if (outcome === 'aborted') return null;
  if (outcome === 'network-error' || GATEWAY_STATUSES.has(outcome)) return 'unreachable';
  if (outcome === 401) {
    const call = `${method.toUpperCase()} ${path.split(/[?#]/)[0] ?? path}`;
    return SESSION_CALLS.has(call) ? 'answered' : 'expired';
  }
  return 'answered';
}

/** The request a signal is about; `seq` grows with every request sent (a late answer to an old request is older news). */
export interface SignalledRequest {
  method: string;
  path: string;
  seq: number;
}
type ConnectionListener = (signal: ConnectionSignal, request: SignalledRequest) => void;
let sent = 0;
const connectionListeners = new Set<ConnectionListener>();
/** The errors of failed requests that were connection problems (see `connectionProblemOf`). */
const problemErrors = new WeakMap<object, ConnectionProblem>();

/**
 * Subscribes to what every request of the fetch helper says about the connection (the admin's
 * connection banner listens). Returns the unsubscribe function.
 */
export function onConnectionSignal(listener: ConnectionListener): () => void {
  connectionListeners.add(listener);
  return () => {
    connectionListeners.delete(listener);
  };
}

function signal(request: SignalledRequest, outcome: number | 'network-error' | 'aborted', error?: object) {
  const result = connectionSignalOf(request.method, request.path, outcome);
  if (!result) return;
  if (error && result !== 'answered') problemErrors.set(error, result);
  for (const listener of [...connectionListeners]) {
    try {
      listener(result, request);
    } catch {
      // A listener's failure must not turn into the request's failure.
    }
  }
}

/** Whether a request's error was a connection problem (the connection banner explains it), else null. */
export function connectionProblemOf(error: unknown): ConnectionProblem | null {
  return typeof error === 'object' && error !== null ? (problemErrors.get(error) ?? null) : null;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A parsed JSON answer with the headers it came with. */
export interface ApiAnswer<T> {
  body: T;
  headers: Headers;
}

/** Sends `init` (credentials added) and returns the parsed JSON answer, or throws an ApiError. */
async function send<T>(path: string, init: RequestInit): Promise<ApiAnswer<T>> {
  const request: SignalledRequest = { method: init.method ?? 'GET', path, seq: (sent += 1) };
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, { ...init, credentials: 'include' });
    text = await response.text();
  } catch (error) {
    const thrown = typeof error === 'object' && error !== null ? error : undefined;
    signal(request, isAbort(error) ? 'aborted' : 'network-error', thrown);
    throw error;
  }
  if (!response.ok) {
    const body = parseErrorBody(text);
    const fields =
      body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined;
    const error = new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      typeof body?.error === 'string' ? body.error : undefined,
      fields,
      body,
    );
    signal(request, response.status, error);
    throw error;
  }
  signal(request, response.status);
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/** The request of `apiRequest`: a JSON body only when there is a payload. */
function requestInit(method: string, payload: unknown): RequestInit {
  const init: RequestInit = { method };
  if (payload !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  return init;
}

/** Sends a request to the API and returns the parsed JSON answer (undefined for an empty one). */
export async function apiRequest<T>(method: string, path: string, payload?: unknown): Promise<T> {
  return (await send<T>(path, requestInit(method, payload))).body;
}

/**
 * `apiRequest` that also returns the answer's headers: what a paged list says besides its items
 * (X-Total-Count, Link).
 */
export function apiRequestWithHeaders<T>(method: string, path: string, payload?: unknown): Promise<ApiAnswer<T>> {
  return send<T>(path, requestInit(method, payload));
}

/**
 * POSTs raw bytes (an uploaded file) with their own content type, or application/octet-stream when
 * the browser does not know it, and returns the parsed JSON answer. `headers`: more about the file
 * (its name, for example).
 */
export async function apiUpload<T>(path: string, file: Blob, headers: Record<string, string> = {}): Promise<T> {
  const answer = await send<T>(path, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  return answer.body;
}

/** The default list loader: GET and parse as JSON (throws on 401 like any other failure). */
export function getJson<T>(path: string): Promise<T> {
  return apiRequest<T>('GET', path);
}

/** The server's error text for a toast, or undefined (the caller then shows its fallback). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
