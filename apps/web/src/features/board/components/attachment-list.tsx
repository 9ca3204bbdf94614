import { DownloadOutlined } from '@ant-design/icons';
import type { BoardAttachment } from '@bus/domain';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download-file';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatFileSize } from '../lib/format-size';
import { AttachmentIcon } from './attachment-icon';

/** The API path of an attachment's download (its url without the /api prefix). */
function downloadPath(attachment: BoardAttachment): string {
  const path = attachment.url.replace(/^\/api(?=\/)/, '');
  return `${path}${path.includes('?') ? '&' : '?'}download=1`;
}

type Props = { attachments: BoardAttachment[]; body: string };

/**
 * §2 "Body with attachment rendering": images not already in the body are shown, videos play
 * inline, and every attachment can be downloaded from its chip (with its size).
 */
export function AttachmentList({ attachments, body }: Props) {
  const { t } = useTranslation(['board', 'errors']);
  const { message } = useFeedback();
  if (attachments.length === 0) return null;
  const inBody = (attachment: BoardAttachment) => body.includes(`src="${attachment.url}"`);
  const download = (attachment: BoardAttachment) =>
    downloadFile(downloadPath(attachment), attachment.originalName).catch((error: unknown) =>
      message.error(`${t('board:post.downloadFailed')} ${errorMessage(error, t)}`),
    );
  return (
    <section className="board-post__attachments" aria-label={t('board:post.attachments')}>
      <Typography.Title level={2} className="board-section-title">
        {t('board:post.attachments')}
      </Typography.Title>
      {attachments
        .filter((attachment) => attachment.kind === 'image' && !inBody(attachment))
        .map((attachment) => (
          <img
            key={`image-${attachment.id}`}
            className="board-post__media"
            src={attachment.url}
            alt={attachment.originalName}
            loading="lazy"
          />
        ))}
      {attachments
        .filter((attachment) => attachment.kind === 'video')
        .map((attachment) => (
          // biome-ignore lint/a11y/useMediaCaption: user uploads come without caption tracks
          <video
            key={`video-${attachment.id}`}
            className="board-post__media"
            src={attachment.url}
            controls
            preload="metadata"
            aria-label={attachment.originalName}
          >
            {t('board:post.videoFallback')}
          </video>
        ))}
      <div className="board-tag-chips" data-testid="board-post-attachments">
        {attachments.map((attachment) => (
          <Button
            key={attachment.id}
            size="small"
            icon={<AttachmentIcon kind={attachment.kind} />}
            onClick={() => void download(attachment)}
            aria-label={t('board:post.download', {
              name: attachment.originalName,
              size: formatFileSize(attachment.size),
            })}
          >
            {attachment.originalName} ({formatFileSize(attachment.size)}){' '}
            <DownloadOutlined aria-hidden />
          </Button>
        ))}
      </div>
    </section>
  );
}
