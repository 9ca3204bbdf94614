import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { BOARD_ATTACHMENT_EXTENSIONS, type BoardAttachment } from '@bus/domain';
import { Button, Progress, Tag, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Uploading } from '../hooks/use-attachment-upload';
import { formatFileSize } from '../lib/format-size';
import { AttachmentIcon } from './attachment-icon';

/** Every allowed extension, for the file dialog's filter (§5 "File attachment"). */
export const ACCEPTED_FILES = Object.values(BOARD_ATTACHMENT_EXTENSIONS)
  .flat()
  .map((ext) => `.${ext}`)
  .join(',');

type Props = {
  attachments: BoardAttachment[];
  uploading: Uploading[];
  onFile: (file: File) => void;
  onRemove: (attachment: BoardAttachment) => void;
};

/** The post's attachments: chips with size, uploads in progress, and the file picker. */
export function AttachmentsField({ attachments, uploading, onFile, onRemove }: Props) {
  const { t } = useTranslation('board');
  return (
    <div className="board-attachments-field">
      <Upload
        multiple
        accept={ACCEPTED_FILES}
        showUploadList={false}
        beforeUpload={(file) => {
          onFile(file);
          // The upload is ours (progress, checks, the board's endpoint): antd only picks the file.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} data-testid="board-attach">
          {t('form.attach')}
        </Button>
      </Upload>
      <Typography.Paragraph type="secondary" className="board-help">
        {t('form.attachHelp')}
      </Typography.Paragraph>
      {uploading.map((item) => (
        <div key={item.uid} className="board-uploading">
          <span>{item.name}</span>
          <Progress percent={item.percent} size="small" />
        </div>
      ))}
      <div className="board-tag-chips" data-testid="board-form-attachments">
        {attachments.map((attachment) => (
          <Tag
            key={attachment.id}
            icon={<AttachmentIcon kind={attachment.kind} />}
            closable
            closeIcon={
              <CloseOutlined
                role="button"
                aria-label={t('form.removeAttachment', { name: attachment.originalName })}
              />
            }
            onClose={(event) => {
              event.preventDefault();
              onRemove(attachment);
            }}
          >
            {attachment.originalName} ({formatFileSize(attachment.size)})
          </Tag>
        ))}
      </div>
    </div>
  );
}
