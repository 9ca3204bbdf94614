import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RealtimeStatus } from '../../../lib/realtime-socket';

const BADGE = { connected: 'success', connecting: 'processing', disconnected: 'default' } as const;

/** Whether live updates arrive; without them job progress is polled (so nothing is lost). */
export function SocketStatusBadge({ status }: { status: RealtimeStatus }) {
  const { t } = useTranslation('financial');
  return (
    <Tooltip title={t(`socket.${status}Help`)}>
      <Badge status={BADGE[status]} text={t(`socket.${status}`)} data-testid="fdc-socket-status" />
    </Tooltip>
  );
}
