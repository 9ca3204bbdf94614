import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoardSocketState } from '../hooks/use-board-socket';

const BADGE = {
  connecting: 'processing',
  connected: 'success',
  error: 'warning',
  failed: 'error',
  closed: 'default',
} as const;

/** §4 "Board socket": the live connection's state, beside the board title. */
export function SocketStatus({ state }: { state: BoardSocketState }) {
  const { t } = useTranslation('board');
  if (state === 'idle') return null;
  return (
    <span
      className="board-socket"
      role="status"
      aria-label={t('socket.label')}
      data-testid="board-socket-status"
      data-state={state}
    >
      <Badge status={BADGE[state]} text={t(`socket.${state}`)} />
    </span>
  );
}
