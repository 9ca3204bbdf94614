import {
  BOARD_CATEGORIES,
  type BoardAttachment,
  BoardAttachment as BoardAttachmentSchema,
  type BoardCategory,
  canPostCategory,
  splitTagInput,
} from '@bus/domain';
import type { FormInstance } from 'antd';
import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback';
import type { PostFormValues } from '../components/post-form-modal';
import { clearDraft, readDraft, saveDraft } from '../lib/post-draft';

/** A draft is written this long after the last change (issue 17: "debounced ~500 ms"). */
export const DRAFT_SAVE_DELAY_MS = 500;

type Options = {
  userId: string;
  /** Only a new post has a draft; an edit is saved with its version instead. */
  enabled: boolean;
  role: string;
  form: FormInstance<PostFormValues>;
  attachments: BoardAttachment[];
  setAttachments: Dispatch<SetStateAction<BoardAttachment[]>>;
};

function draftCategory(value: string, role: string): BoardCategory {
  const category = BOARD_CATEGORIES.find((option) => option === value);
  return category && canPostCategory(role, category) ? category : 'general';
}

/**
 * The new-post draft in localStorage: restored when the modal opens, written after every change
 * (and when the modal closes with a change pending), cleared after publishing or on request.
 */
export function usePostDraft({
  userId,
  enabled,
  role,
  form,
  attachments,
  setAttachments,
}: Options) {
  const { t } = useTranslation('board');
  const { message } = useFeedback();
  const [exists, setExists] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<(() => void) | null>(null);
  const attachmentsRef = useRef(attachments);
  attachmentsRef.current = attachments;

  const write = useCallback(() => {
    pending.current = null;
    const values = form.getFieldsValue(true) as Partial<PostFormValues>;
    saveDraft(userId, {
      title: values.title ?? '',
      category: values.category ?? 'general',
      tags: splitTagInput(values.tags ?? ''),
      content: values.content ?? '',
      attachments: attachmentsRef.current,
    });
    setExists(readDraft(userId) !== null);
  }, [form, userId]);

  const schedule = useCallback(() => {
    if (!enabled) return;
    clearTimeout(timer.current);
    pending.current = write;
    timer.current = setTimeout(write, DRAFT_SAVE_DELAY_MS);
  }, [enabled, write]);

  // Restores once, when the modal opens.
  const restored = useRef(false);
  useEffect(() => {
    if (!enabled || restored.current) return;
    restored.current = true;
    const draft = readDraft(userId);
    if (!draft) return;
    form.setFieldsValue({
      title: draft.title,
      category: draftCategory(draft.category, role),
      content: draft.content,
      tags: draft.tags.join(', '),
    });
    setAttachments(
      draft.attachments.filter((item) => BoardAttachmentSchema.safeParse(item).success),
    );
    setExists(true);
    message.info(t('form.draftRestored'));
  }, [enabled, userId, role, form, setAttachments, message, t]);

  // An attachment added or removed is a change too.
  const firstAttachments = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of the list
  useEffect(() => {
    if (firstAttachments.current) {
      firstAttachments.current = false;
      return;
    }
    schedule();
  }, [attachments]);

  // Closing within the delay still keeps the last keystrokes.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.();
    },
    [],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    clearDraft(userId);
    setExists(false);
  }, [userId]);

  const discard = useCallback(() => {
    clear();
    form.setFieldsValue({ title: '', category: 'general', pinned: false, content: '', tags: '' });
    setAttachments([]);
    message.info(t('form.draftDiscarded'));
  }, [clear, form, setAttachments, message, t]);

  return { exists, schedule, clear, discard };
}
