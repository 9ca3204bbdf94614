import Anthropic from '@anthropic-ai/sdk';
import type { ContentBlockParam } from '@anthropic-ai/sdk/resources/messages';
import { AI_PROMPT } from './ai-answer';
import type { AiPayload } from './ai-payload';

export type AiProviderSettings = { apiKey: string; baseUrl: string | undefined; model: string };

/** Enough for a long balance sheet as JSON, and short enough for a non-streamed request. */
const MAX_OUTPUT_TOKENS = 8_192;
const TIMEOUT_MS = 180_000;

/** Asks Claude (Messages API) to read the statement; returns the answer's text. */
export async function askClaude(settings: AiProviderSettings, payload: AiPayload): Promise<string> {
  const client = new Anthropic({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl ?? null,
    maxRetries: 1,
    timeout: TIMEOUT_MS,
  });
  const message = await client.messages.create({
    model: settings.model,
    max_tokens: MAX_OUTPUT_TOKENS,
    messages: [{ role: 'user', content: contentOf(payload) }],
  });
  return message.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
}

function contentOf(payload: AiPayload): ContentBlockParam[] {
  if (payload.kind === 'text') {
    return [{ type: 'text', text: `${AI_PROMPT}\n\n--- document text ---\n${payload.text}` }];
  }
  const file: ContentBlockParam =
    payload.mimeType === 'application/pdf'
      ? {
          type: 'document',
          source: { type: 'base64', media_type: 'application/pdf', data: payload.base64 },
        }
      : {
          type: 'image',
          source: { type: 'base64', media_type: payload.mimeType, data: payload.base64 },
        };
  return [file, { type: 'text', text: AI_PROMPT }];
}
