import {
  CloudDownloadOutlined,
  DownloadOutlined,
  ReloadOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { SaveStatus } from '../hooks/use-investment-save';

type Props = {
  status: SaveStatus;
  savedAt: string | null;
  busy: 'load' | 'refresh' | null;
  /** A reader gets the export only: saving and loading inputs are changes (issue 14 §8). */
  readOnly?: boolean;
  exportHref: string;
  onSave: () => void;
  onLoad: () => void;
  onRefresh: () => void;
};

const STATUS_COLOR: Record<SaveStatus, string> = {
  idle: 'default',
  saving: 'processing',
  saved: 'success',
  pending: 'warning',
  failed: 'error',
};

/** Spec §2 buttons: save to the integrated data center, load from it, refresh, and export. */
export function ActionsBar(props: Props) {
  const { t, i18n } = useTranslation('investment');
  const time = props.savedAt ? formatDate(props.savedAt, i18n.language, { time: true }) : '';
  return (
    <Space wrap className="ic-actions">
      {props.readOnly ? null : (
        <>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={props.status === 'saving'}
            onClick={props.onSave}
          >
            {t('actions.save')}
          </Button>
          <Button
            icon={<CloudDownloadOutlined />}
            loading={props.busy === 'load'}
            onClick={props.onLoad}
          >
            {t('actions.load')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            loading={props.busy === 'refresh'}
            onClick={props.onRefresh}
          >
            {t('actions.refresh')}
          </Button>
        </>
      )}
      <Button icon={<DownloadOutlined />} href={props.exportHref}>
        {t('actions.export')}
      </Button>
      {props.status !== 'idle' ? (
        <Tag
          color={STATUS_COLOR[props.status]}
          data-testid="ic-save-status"
          data-status={props.status}
        >
          {t(`saveStatus.${props.status}`, { time })}
        </Tag>
      ) : null}
    </Space>
  );
}
