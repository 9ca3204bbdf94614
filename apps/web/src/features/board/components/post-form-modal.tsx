import {
  BOARD_CATEGORIES,
  BOARD_TITLE_MAX,
  type BoardAttachment,
  type BoardCategory,
  BoardPost,
  type BoardPostInput,
  canPin,
  canPostCategory,
} from '@bus/domain';
import type { Editor } from '@tiptap/react';
import { Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useCreatePost } from '../api/create-post';
import { getPost } from '../api/get-post';
import { useUpdatePost } from '../api/update-post';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import { usePostDraft } from '../hooks/use-post-draft';
import { removeImages } from '../lib/post-html';
import { checkTagInput, tagErrorMessage } from '../lib/tag-check';
import { AttachmentsField } from './attachments-field';
import { type PostConflict, PostConflictModal } from './post-conflict-modal';
import { RichTextEditor } from './rich-text-editor';
import { TagsField } from './tags-field';

export type PostFormValues = {
  title: string;
  category: BoardCategory;
  pinned: boolean;
  content: string;
  tags: string;
};

const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

const EMPTY: PostFormValues = {
  title: '',
  category: 'general',
  pinned: false,
  content: '',
  tags: '',
};

function valuesOf(post: BoardPost): PostFormValues {
  return {
    title: post.title,
    category: post.category,
    pinned: post.pinned,
    content: post.content,
    tags: post.tags.join(', '),
  };
}

/** Whether a body has neither text nor an image or video (TipTap's empty document is "<p></p>"). */
function isBlankHtml(html: string | undefined): boolean {
  if (!html) return true;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return !doc.body.textContent?.trim() && !doc.body.querySelector('img, video');
}

/** The stored post of a 409 `conflict` (params.current), when the server sent it. */
function conflictPost(error: unknown): BoardPost | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'conflict')
    return null;
  const parsed = BoardPost.safeParse(error.problem.params?.current);
  return parsed.success ? parsed.data : null;
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

type Props = {
  open: boolean;
  userId: string;
  role: string;
  /** The post being edited; a new post without it. */
  post?: BoardPost;
  onClose: () => void;
  onSaved: (post: BoardPost) => void;
};

/**
 * The new-post and edit modals (§2, §5 "Board post"): title, category (notice for managers), pin
 * (notices, managers), rich-text body, tags, attachments. A new post's draft is kept per user and
 * restored on the next open; an edit is saved with its version and a 409 offers both versions.
 */
export function PostFormModal({ open, userId, role, post, onClose, onSaved }: Props) {
  const { t } = useTranslation(['board', 'errors']);
  const { message } = useFeedback();
  const [form] = Form.useForm<PostFormValues>();
  const editing = post !== undefined;
  const editorRef = useRef<Editor | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const [attachments, setAttachments] = useState<BoardAttachment[]>(post?.attachments ?? []);
  const [base, setBase] = useState<BoardPost | undefined>(post);
  const [conflict, setConflict] = useState<(PostConflict & { input: BoardPostInput }) | null>(null);
  const create = useCreatePost();
  const update = useUpdatePost(post?.id ?? '');
  const category = Form.useWatch('category', form);
  const draft = usePostDraft({
    userId,
    enabled: !editing,
    form,
    attachments,
    setAttachments,
    role,
  });

  const { uploading, upload } = useAttachmentUpload((attachment) => {
    setAttachments((list) => [...list, attachment]);
    if (attachment.kind === 'image') {
      editorRef.current
        ?.chain()
        .focus()
        .setImage({ src: attachment.url, alt: attachment.originalName })
        .run();
    }
  });

  useEffect(() => {
    if (!canPin(role, category ?? 'general')) form.setFieldValue('pinned', false);
  }, [category, role, form]);

  const categories = BOARD_CATEGORIES.filter(
    (option) => canPostCategory(role, option) || option === post?.category,
  );

  const removeAttachment = (attachment: BoardAttachment) => {
    setAttachments((list) => list.filter((item) => item.id !== attachment.id));
    if (attachment.kind === 'image') {
      form.setFieldValue(
        'content',
        removeImages(form.getFieldValue('content') ?? '', attachment.url),
      );
    }
  };

  const saveEdit = async (input: BoardPostInput, current: BoardPost) => {
    try {
      const saved = await update.mutateAsync({ ...input, version: current.version });
      message.success(t('board:form.saved'));
      onSaved(saved);
    } catch (error) {
      if (isConflict(error)) {
        const theirs = conflictPost(error) ?? (await getPost(current.id).catch(() => null));
        if (theirs && theirs.version !== current.version) {
          const mine = { ...input, tags: input.tags ?? [] };
          setConflict({ mine, theirs, input });
          return;
        }
      }
      message.error(`${t('board:form.saveFailed')} ${errorMessage(error, t)}`);
    }
  };

  const submit = async (values: PostFormValues) => {
    const tags = checkTagInput(values.tags);
    if (!tags.ok) return;
    const input: BoardPostInput = {
      title: values.title.trim(),
      content: values.content,
      category: values.category,
      tags: tags.tags,
      attachmentIds: attachments.map((attachment) => attachment.id),
      pinned: canPin(role, values.category) && values.pinned,
    };
    if (base) {
      await saveEdit(input, base);
      return;
    }
    try {
      const saved = await create.mutateAsync(input);
      draft.clear();
      message.success(t('board:form.created'));
      onSaved(saved);
    } catch (error) {
      message.error(`${t('board:form.createFailed')} ${errorMessage(error, t)}`);
    }
  };

  const busy = create.isPending || update.isPending || uploading.length > 0;

  return (
    <Modal
      open={open}
      title={editing ? t('board:form.editTitle') : t('board:form.newTitle')}
      onCancel={onClose}
      width={820}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        draft.exists ? (
          <Button key="discard" danger onClick={draft.discard} data-testid="board-draft-discard">
            {t('board:form.discardDraft')}
          </Button>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          {t('board:form.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={create.isPending || update.isPending}
          disabled={busy}
          onClick={() => form.submit()}
          data-testid="board-form-submit"
        >
          {editing ? t('board:form.save') : t('board:form.submit')}
        </Button>,
      ]}
    >
      <Form<PostFormValues>
        form={form}
        layout="vertical"
        initialValues={post ? valuesOf(post) : EMPTY}
        onFinish={submit}
        onValuesChange={draft.schedule}
        data-testid="board-post-form"
      >
        <Form.Item
          name="title"
          label={t('board:form.title')}
          rules={[{ required: true, whitespace: true, message: t('board:form.titleRequired') }]}
        >
          <Input
            maxLength={BOARD_TITLE_MAX}
            placeholder={t('board:form.titlePlaceholder')}
            data-testid="board-form-title"
          />
        </Form.Item>
        <div className="board-form__row">
          <Form.Item
            name="category"
            label={t('board:form.category')}
            rules={[{ required: true, message: t('board:form.categoryRequired') }]}
          >
            <Select
              data-testid="board-form-category"
              options={categories.map((option) => ({
                value: option,
                label: t(`board:categories.${option}`),
              }))}
            />
          </Form.Item>
          {canPin(role, category ?? 'general') ? (
            <Form.Item name="pinned" valuePropName="checked" label=" ">
              <Checkbox data-testid="board-form-pin">{t('board:form.pin')}</Checkbox>
            </Form.Item>
          ) : null}
        </div>
        <Form.Item
          name="content"
          label={t('board:form.content')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                isBlankHtml(value)
                  ? Promise.reject(new Error(t('board:form.contentRequired')))
                  : Promise.resolve(),
            },
          ]}
        >
          <RichTextEditor editorRef={editorRef} onPickImage={() => imageInput.current?.click()} />
        </Form.Item>
        <input
          ref={imageInput}
          type="file"
          accept={IMAGE_ACCEPT}
          style={{ display: 'none' }}
          aria-hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <TagsField
          validate={(text) => tagErrorMessage(checkTagInput(text), t)}
          preview={(text) => {
            const check = checkTagInput(text);
            return check.ok ? check.tags : [];
          }}
        />
        <Form.Item label={t('board:form.attachments')}>
          <AttachmentsField
            attachments={attachments}
            uploading={uploading}
            onFile={(file) => void upload(file)}
            onRemove={removeAttachment}
          />
        </Form.Item>
      </Form>
      <PostConflictModal
        conflict={conflict}
        onKeepMine={() => {
          if (!conflict) return;
          setConflict(null);
          setBase(conflict.theirs);
          void saveEdit(conflict.input, conflict.theirs);
        }}
        onTakeTheirs={() => {
          if (!conflict) return;
          setConflict(null);
          setBase(conflict.theirs);
          form.setFieldsValue(valuesOf(conflict.theirs));
          setAttachments(conflict.theirs.attachments);
        }}
      />
    </Modal>
  );
}
