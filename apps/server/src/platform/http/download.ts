import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `filename*` (RFC 6266 with RFC 5987 encoding) carries a Korean name; `filename` an ASCII stand-in for old clients. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Answers with a file to save as `name`. */
export function sendDownload(
  reply: FastifyReply,
  file: { contentType: string; bytes: Uint8Array },
  name: string,
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(name))
    .send(file.bytes);
}
