import { BOARD_COMMENT_MAX } from '@bus/domain';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useCreateComment } from '../api/create-comment';

type Props = {
  postId: string;
  /** The top-level comment answered; a new comment without it. */
  parentId?: string;
  onDone?: () => void;
  onCancel?: () => void;
};

/** A comment or reply: non-empty after trimming (§5), plain text. */
export function CommentForm({ postId, parentId, onDone, onCancel }: Props) {
  const { t } = useTranslation(['board', 'errors']);
  const { message } = useFeedback();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const create = useCreateComment(postId);
  const blank = text.trim() === '';
  const reply = parentId !== undefined;

  const submit = () => {
    setTouched(true);
    if (blank) return;
    create.mutate(
      { content: text.trim(), parentId },
      {
        onSuccess: () => {
          setText('');
          setTouched(false);
          onDone?.();
        },
        onError: (error) =>
          message.error(
            `${reply ? t('board:comments.replyFailed') : t('board:comments.createFailed')} ${errorMessage(error, t)}`,
          ),
      },
    );
  };

  return (
    <div
      className="board-comment-form"
      data-testid={reply ? `board-reply-form-${parentId}` : 'board-comment-form'}
    >
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={BOARD_COMMENT_MAX}
        autoSize={{ minRows: 2, maxRows: 8 }}
        autoFocus={reply}
        aria-label={reply ? t('board:comments.replyPlaceholder') : t('board:comments.label')}
        placeholder={reply ? t('board:comments.replyPlaceholder') : t('board:comments.placeholder')}
        status={touched && blank ? 'error' : undefined}
      />
      {touched && blank ? (
        <div className="board-field-error" role="alert">
          {t('board:comments.required')}
        </div>
      ) : null}
      <Space className="board-comment-form__actions">
        {onCancel ? <Button onClick={onCancel}>{t('board:comments.cancel')}</Button> : null}
        <Button type="primary" onClick={submit} loading={create.isPending}>
          {t('board:comments.submit')}
        </Button>
      </Space>
    </div>
  );
}
