import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { AutosaveStatus } from '../hooks/use-autosave';

const COLOURS: Record<AutosaveStatus, string> = {
  idle: 'default',
  pending: 'gold',
  saving: 'processing',
  saved: 'green',
  failed: 'red',
};

/** Spec §4 autosave states, with the last-saved time. */
export function AutosaveStatusTag({
  status,
  lastSavedAt,
}: {
  status: AutosaveStatus;
  lastSavedAt: string | null;
}) {
  const { t, i18n } = useTranslation('transportCost');
  const time = lastSavedAt
    ? formatDate(lastSavedAt, i18n.resolvedLanguage ?? 'ko', { time: true })
    : null;
  const label =
    status === 'saved'
      ? time
        ? t('autosave.saved', { time })
        : t('autosave.savedNever')
      : t(`autosave.${status}`);
  return (
    <Tooltip title={time ? t('autosave.lastSaved', { time }) : undefined}>
      <Tag color={COLOURS[status]} data-testid="tc-autosave" data-status={status} role="status">
        {label}
      </Tag>
    </Tooltip>
  );
}
