import {
  BoldOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { Button, Input, Modal, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}

const HTTP_URL = /^https?:\/\/\S+$/i;

/** The link dialog: an http(s) address for the selection, or removing the link. */
function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('board');
  const [url, setUrl] = useState<string>(editor.getAttributes('link').href ?? '');
  const valid = HTTP_URL.test(url.trim());
  const apply = () => {
    if (!valid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
    onClose();
  };
  return (
    <Modal
      open
      title={t('editor.linkTitle')}
      onCancel={onClose}
      footer={[
        <Button
          key="remove"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          {t('editor.linkRemove')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('editor.linkCancel')}
        </Button>,
        <Button key="ok" type="primary" disabled={!valid} onClick={apply}>
          {t('editor.linkApply')}
        </Button>,
      ]}
    >
      <Input
        autoFocus
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        onPressEnter={apply}
        placeholder="https://"
        aria-label={t('editor.linkUrl')}
        status={url && !valid ? 'error' : undefined}
      />
      {url && !valid ? <div className="board-field-error">{t('editor.linkInvalid')}</div> : null}
    </Modal>
  );
}

/** Bold, italic, heading, lists, link, image upload, undo and redo (issue 17). */
export function EditorToolbar({
  editor,
  onPickImage,
}: {
  editor: Editor;
  onPickImage: () => void;
}) {
  const { t } = useTranslation('board');
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="board-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      <ToolButton
        label={t('editor.bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={t('editor.italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t('editor.heading')}
        icon={<FontSizeOutlined />}
        active={state.heading}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label={t('editor.bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label={t('editor.orderedList')}
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label={t('editor.link')}
        icon={<LinkOutlined />}
        active={state.link}
        onClick={() => setLinking(true)}
      />
      <ToolButton label={t('editor.image')} icon={<PictureOutlined />} onClick={onPickImage} />
      <ToolButton
        label={t('editor.undo')}
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label={t('editor.redo')}
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      {linking ? <LinkDialog editor={editor} onClose={() => setLinking(false)} /> : null}
    </div>
  );
}
