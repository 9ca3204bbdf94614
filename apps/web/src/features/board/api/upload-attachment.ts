import type { Problem } from '@bus/domain';
import {
  attachmentKindOf,
  BOARD_ATTACHMENT_MAX_BYTES,
  BoardAttachment,
  type BoardAttachmentKind,
} from '@bus/domain';
import { ApiError } from '../../../lib/api-client';
import { BOARD_API } from './keys';

/** §9: an upload may take up to 300 s. */
export const BOARD_UPLOAD_TIMEOUT_MS = 300_000;

export type UploadCheck =
  | { ok: true; kind: BoardAttachmentKind }
  | { ok: false; code: 'board/file-type' | 'board/file-too-large' };

/** §5 "File attachment": checked before sending, so a refused file costs no upload. */
export function checkUpload(file: { name: string; size: number }): UploadCheck {
  const kind = attachmentKindOf(file.name);
  if (!kind) return { ok: false, code: 'board/file-type' };
  if (file.size > BOARD_ATTACHMENT_MAX_BYTES) return { ok: false, code: 'board/file-too-large' };
  return { ok: true, kind };
}

/** Codes for answers that carry no problem document (a proxy's 413 page, a gateway's 429). */
const STATUS_CODES: Record<number, string> = {
  413: 'board/file-too-large',
  415: 'board/file-type',
  429: 'board/rate-limited',
};

function problemOf(status: number, body: unknown): Problem {
  if (typeof body === 'object' && body !== null && 'code' in body && 'status' in body) {
    return body as Problem;
  }
  const code = STATUS_CODES[status] ?? (status >= 500 ? 'internal' : 'invalid_response');
  return { type: 'about:blank', title: `HTTP ${status}`, status, code };
}

function clientError(code: 'network_error' | 'timeout' | 'invalid_response'): ApiError {
  return new ApiError({ type: 'about:blank', title: code, status: 0, code });
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type UploadRequest = {
  file: File;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/board/upload (multipart, one field `file`). XMLHttpRequest rather than fetch: only it
 * reports upload progress. Failures are ApiErrors with the server's code (413, 415, 422, 429).
 */
export function uploadAttachment({ file, onProgress, signal }: UploadRequest) {
  return new Promise<BoardAttachment>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${BOARD_API}/upload`);
    xhr.timeout = BOARD_UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(problemOf(xhr.status, body)));
        return;
      }
      const parsed = BoardAttachment.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(clientError('invalid_response'));
    };
    xhr.onerror = () => reject(clientError('network_error'));
    xhr.ontimeout = () => reject(clientError('timeout'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
