import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { loadLocales } from '../../../test/app-test-utils';
import { SocketStatus } from '../components/socket-status';
import { useBoardSocket } from './use-board-socket';

beforeAll(() => loadLocales(['board'], 'ko'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A WebSocket the test opens, feeds and closes by hand. */
class FakeSocket {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

function Probe() {
  return <SocketStatus state={useBoardSocket(true)} />;
}

function renderProbe() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('useBoardSocket', () => {
  it('subscribes to the board on every connection and leaves it on unmount', () => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    const { unmount } = renderProbe();
    expect(screen.getByTestId('board-socket-status')).toHaveTextContent('연결 중');
    const socket = FakeSocket.instances[0] as FakeSocket;
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'subscribe_board' }]);
    expect(screen.getByTestId('board-socket-status')).toHaveTextContent('실시간 연결됨');
    unmount();
    expect(socket.sent).toEqual([{ type: 'subscribe_board' }, { type: 'unsubscribe_board' }]);
  });

  it('reports the §4 failure after 3 reconnects', () => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderProbe();
    act(() => FakeSocket.instances[0]?.drop());
    expect(screen.getByTestId('board-socket-status')).toHaveTextContent('연결 오류');
    for (const delay of [2_000, 4_000, 8_000]) {
      act(() => vi.advanceTimersByTime(delay));
      act(() => FakeSocket.instances.at(-1)?.drop());
    }
    expect(FakeSocket.instances).toHaveLength(4);
    expect(screen.getByTestId('board-socket-status')).toHaveTextContent(
      '연결 실패: 최대 재연결 시도 횟수를 초과했습니다',
    );
  });
});
