import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorToolbar } from './editor-toolbar';

type Props = {
  /** The body's HTML; a different value from outside (draft, saved version) replaces the content. */
  value?: string;
  onChange?: (html: string) => void;
  /** Filled with the editor, so uploaded images can be inserted at the cursor. */
  editorRef: RefObject<Editor | null>;
  onPickImage: () => void;
  invalid?: boolean;
};

/**
 * The post body editor. TipTap (ProseMirror) handles Korean IME composition itself: no hand-made
 * contentEditable handling here. Links open in a new tab; images are the board's own uploads.
 */
export function RichTextEditor({ value, onChange, editorRef, onPickImage, invalid }: Props) {
  const { t } = useTranslation('board');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https'],
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        class: 'board-editor__content',
        'aria-label': t('editor.label'),
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'board-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    editorRef.current = editor;
    return () => {
      editorRef.current = null;
    };
  }, [editor, editorRef]);

  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={invalid ? 'board-editor board-editor--invalid' : 'board-editor'}>
      <EditorToolbar editor={editor} onPickImage={onPickImage} />
      <EditorContent editor={editor} />
    </div>
  );
}
