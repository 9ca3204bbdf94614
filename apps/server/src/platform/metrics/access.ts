import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header is `Bearer <token>`. Both sides are hashed to the same length
 * first, so the comparison takes the same time whatever the caller sent (timingSafeEqual needs
 * equal lengths, and comparing the raw strings would leak how many leading characters match).
 */
export function bearerCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '')?.[1];
    const same = timingSafeEqual(digest(given ?? ''), expected);
    return given !== undefined && same;
  };
}
