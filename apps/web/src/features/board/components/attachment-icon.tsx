import { FileOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { BoardAttachment } from '@bus/domain';

/** The icon of an attachment chip by how it is shown. */
export function AttachmentIcon({ kind }: { kind: BoardAttachment['kind'] }) {
  if (kind === 'image') return <PictureOutlined aria-hidden />;
  if (kind === 'video') return <VideoCameraOutlined aria-hidden />;
  return <FileOutlined aria-hidden />;
}
