import type { IncomingHttpHeaders } from 'node:http';

/** Node's header object as a Web Headers instance (repeated headers appended in order). */
export function toWebHeaders(source: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}
