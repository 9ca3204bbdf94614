import type { RealtimeMessage } from '@bus/domain';
import type { RealtimeSocket } from './hub';

/** An open socket for unit tests that keeps what it was sent, parsed. */
export function fakeSocket() {
  const received: RealtimeMessage[] = [];
  const socket: RealtimeSocket = {
    readyState: 1,
    send: (data) => received.push(JSON.parse(data) as RealtimeMessage),
    close: () => undefined,
  };
  return { socket, received };
}
