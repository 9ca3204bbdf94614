/** What is sent to a model: the text the local extractors read, or the file itself. */
export type AiPayload =
  | { kind: 'text'; text: string }
  | { kind: 'file'; mimeType: 'application/pdf' | 'image/png' | 'image/jpeg'; base64: string };

/** Long workbooks are cut: a statement never needs more text than this. */
export const MAX_AI_TEXT = 200_000;

export function textPayload(text: string): AiPayload {
  return { kind: 'text', text: text.slice(0, MAX_AI_TEXT) };
}

export function filePayload(
  bytes: Buffer,
  mimeType: 'application/pdf' | 'image/png' | 'image/jpeg',
): AiPayload {
  return { kind: 'file', mimeType, base64: bytes.toString('base64') };
}
