import type { BoardAttachment } from '@bus/domain';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { checkUpload, uploadAttachment } from '../api/upload-attachment';

export type Uploading = { uid: number; name: string; percent: number };

/**
 * Uploads files one request each, with their progress. A file the rules of §5 refuse (type, 100 MB)
 * is refused here with the server's message, before any byte is sent.
 */
export function useAttachmentUpload(onUploaded: (attachment: BoardAttachment) => void) {
  const { t } = useTranslation(['board', 'errors']);
  const { message } = useFeedback();
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const next = useRef(0);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const upload = useCallback(
    async (file: File) => {
      const fail = (text: string) =>
        message.error(t('board:form.uploadFailed', { name: file.name, message: text }));
      const check = checkUpload(file);
      if (!check.ok) {
        fail(t(`errors:codes.${check.code}`));
        return;
      }
      next.current += 1;
      const uid = next.current;
      setUploading((list) => [...list, { uid, name: file.name, percent: 0 }]);
      try {
        const attachment = await uploadAttachment({
          file,
          onProgress: (percent) =>
            setUploading((list) =>
              list.map((item) => (item.uid === uid ? { ...item, percent } : item)),
            ),
        });
        uploaded.current(attachment);
      } catch (error) {
        fail(errorMessage(error, t));
      } finally {
        setUploading((list) => list.filter((item) => item.uid !== uid));
      }
    },
    [message, t],
  );

  return { uploading, upload };
}
