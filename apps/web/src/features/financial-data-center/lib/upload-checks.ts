import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '@bus/domain';

/** The error codes (translated in the errors namespace) the server would answer too. */
export type FileProblem =
  | 'file/required'
  | 'file/multiple'
  | 'file/unsupported-type'
  | 'file/too-large'
  | 'file/empty';

export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Checks §5 "Upload" before sending: one file, an allowed type, not empty, at most 10 MB. */
export function checkUploadFiles(
  files: readonly Pick<File, 'name' | 'size'>[],
): FileProblem | null {
  if (files.length === 0) return 'file/required';
  if (files.length > 1) return 'file/multiple';
  const [file] = files;
  if (!file) return 'file/required';
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return 'file/unsupported-type';
  }
  if (file.size === 0) return 'file/empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'file/too-large';
  return null;
}

/** Spreadsheets and CSV are read directly; an AI model only helps with PDF and images. */
export function isTableFile(name: string): boolean {
  return ['.xlsx', '.xls', '.csv'].includes(extensionOf(name));
}
