import { ApiError } from './api-client';

/**
 * The problem document of a failed download, or one built from the status when the body is not
 * one (a proxy's page). Kept out of api-client.ts: that module is in every page's first load.
 */
async function problemOf(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'code' in body && 'status' in body) {
      return new ApiError(body as ConstructorParameters<typeof ApiError>[0]);
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return new ApiError({
    type: 'about:blank',
    title: response.statusText || `HTTP ${response.status}`,
    status: response.status,
    code: response.status >= 500 ? 'internal' : 'invalid_response',
  });
}

/** The file name the server gave (Content-Disposition), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET `/api{path}` and save the answer as a file. Fetched (not a plain link) so a refusal is shown
 * as its translated message on the screen instead of a JSON page in a new tab.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError({
      type: 'about:blank',
      title: String(error),
      status: 0,
      code: 'network_error',
    });
  }
  if (!response.ok) throw await problemOf(response);
  saveBlob(await response.blob(), fileNameOf(response, fallbackName));
}
