import { GoogleGenAI, type Part } from '@google/genai';
import { AI_PROMPT } from './ai-answer';
import type { AiProviderSettings } from './ai-claude';
import type { AiPayload } from './ai-payload';

const TIMEOUT_MS = 180_000;

/** Asks Gemini (generateContent) to read the statement; returns the answer's text. */
export async function askGemini(settings: AiProviderSettings, payload: AiPayload): Promise<string> {
  const client = new GoogleGenAI({
    apiKey: settings.apiKey,
    httpOptions: {
      timeout: TIMEOUT_MS,
      ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
    },
  });
  const parts: Part[] =
    payload.kind === 'text'
      ? [{ text: `${AI_PROMPT}\n\n--- document text ---\n${payload.text}` }]
      : [{ inlineData: { mimeType: payload.mimeType, data: payload.base64 } }, { text: AI_PROMPT }];
  const response = await client.models.generateContent({
    model: settings.model,
    contents: [{ role: 'user', parts }],
    config: { responseMimeType: 'application/json', temperature: 0 },
  });
  return response.text ?? '';
}
