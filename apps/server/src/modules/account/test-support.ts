import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../platform/http/app-type';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The test app with its own DATA_DIR, so photos land in a temporary folder. */
export async function createAccountTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bus-account-'));
  const t = await createTestApp({ DATA_DIR: dataDir, ...env });
  return {
    app: t.app,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A 1×1 PNG, as a browser would upload it. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (JFIF) file. */
export const JPEG_HEAD = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
]);

export function putPhoto(app: App, cookie: string, bytes: Buffer, fileName: string, type: string) {
  const boundary = '----bus-account-photo';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'PUT',
    url: '/api/account/photo',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

export function call(
  app: App,
  cookie: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  payload?: object,
) {
  return app.inject({ method, url: `/api/account${path}`, headers: { cookie }, payload });
}
