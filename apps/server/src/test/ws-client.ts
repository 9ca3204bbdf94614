import { createRequire } from 'node:module';
import { TEST_ORIGIN } from './test-app';

/** The part of the `ws` client the tests use (the package ships no TypeScript types). */
export type TestSocket = {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string): void;
  close(): void;
};

type WebSocketConstructor = new (
  url: string,
  options?: { headers?: Record<string, string> },
) => TestSocket;

// `ws` is @fastify/websocket's own dependency; loading it this way keeps its untyped API behind TestSocket.
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: WebSocketConstructor };

/** Opens a socket as the SPA would: from TEST_ORIGIN's page, with the session cookie if any. */
export function connect(url: string, cookie?: string, origin = TEST_ORIGIN): TestSocket {
  return new WebSocket(url, { headers: { origin, ...(cookie ? { cookie } : {}) } });
}

/** Collects parsed messages and resolves when one matches. */
export function nextMessage<T>(socket: TestSocket, match: (message: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as T;
      if (match(message)) resolve(message);
    });
    socket.on('error', reject);
  });
}

export function closeCode(socket: TestSocket): Promise<number> {
  return new Promise((resolve) => socket.on('close', resolve));
}

export function opened(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
}
