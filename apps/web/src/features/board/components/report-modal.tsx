import { BOARD_REPORT_REASON_MAX } from '@bus/domain';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useReportPost } from '../api/report-post';

/** Reporting a post with an optional reason; enough reports hide it for moderation. */
export function ReportModal({ postId, onClose }: { postId: string; onClose: () => void }) {
  const { t } = useTranslation(['board', 'errors']);
  const { message } = useFeedback();
  const [reason, setReason] = useState('');
  const report = useReportPost(postId);
  const submit = () =>
    report.mutate(reason.trim(), {
      onSuccess: ({ hidden }) => {
        message.success(hidden ? t('board:report.doneHidden') : t('board:report.done'));
        onClose();
      },
      onError: (error) => message.error(`${t('board:report.failed')} ${errorMessage(error, t)}`),
    });
  return (
    <Modal
      open
      title={t('board:report.title')}
      okText={t('board:report.submit')}
      cancelText={t('board:report.cancel')}
      okButtonProps={{ danger: true, loading: report.isPending }}
      onOk={submit}
      onCancel={onClose}
    >
      <Input.TextArea
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={BOARD_REPORT_REASON_MAX}
        showCount
        rows={4}
        aria-label={t('board:report.reason')}
        placeholder={t('board:report.reasonPlaceholder')}
        data-testid="board-report-reason"
      />
    </Modal>
  );
}
