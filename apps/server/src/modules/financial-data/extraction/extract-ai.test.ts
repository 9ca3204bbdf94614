import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AiSettings, extractDocument } from './extract-document';
import { fixture } from './fixture-samples';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** A canned answer as a model would give it, with one line to drop (an amount that is not one). */
const ANSWER = {
  statements: [
    {
      type: 'income_statement',
      unit: '천원',
      fiscalYear: 2024,
      lines: [
        { label: '매출액', current: 72810000, previous: '70,121,404' },
        { label: '영업이익(손실)', current: '(1,000)', previous: null },
        { label: '', current: 1, previous: 2 },
        { label: '잡이익', current: '약 6천만', previous: 62000 },
      ],
    },
  ],
};

let server: Server;
let base = '';
let seen: Seen[] = [];
let reply: (url: string) => { status: number; body: unknown } = () => ({ status: 500, body: {} });

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const answer = reply(request.url ?? '');
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

const claudeMessage = (text: string) => ({
  id: 'msg_test',
  type: 'message',
  role: 'assistant',
  model: 'claude-test',
  content: [{ type: 'text', text }],
  stop_reason: 'end_turn',
  stop_sequence: null,
  usage: { input_tokens: 10, output_tokens: 10 },
});

const geminiAnswer = (text: string) => ({
  candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
});

const settings = (): AiSettings => ({
  claude: { apiKey: 'sk-claude-test', baseUrl: base, model: 'claude-test' },
  gemini: { apiKey: 'gemini-test-key', baseUrl: base, model: 'gemini-test' },
});

const noTextPdf = () => fixture('bad', 'no-text.pdf');

function expectAnswerLines(result: Awaited<ReturnType<typeof extractDocument>>, extractor: string) {
  expect(result.statements).toHaveLength(1);
  const [statement] = result.statements;
  expect(statement).toMatchObject({ type: 'income_statement', unit: '천원', fiscalYear: 2024 });
  expect(statement?.lines.map((l) => [l.label, l.current, l.previous])).toEqual([
    ['매출액', 72_810_000_000, 70_121_404_000],
    ['영업이익(손실)', -1_000_000, null],
  ]);
  expect(statement?.lines[0]?.provenance.extractor).toBe(extractor);
}

describe('reading with Claude (local fake of POST /v1/messages)', () => {
  it('sends the PDF without text with the key and turns the answer into lines', async () => {
    reply = () => ({
      status: 200,
      body: claudeMessage(`\`\`\`json\n${JSON.stringify(ANSWER)}\n\`\`\``),
    });
    const pdf = noTextPdf();
    const result = await extractDocument(
      { bytes: pdf, fileName: 'scan.pdf', statementType: 'auto', aiModel: 'claude' },
      settings(),
    );
    expect(result).toMatchObject({ method: 'claude', aiUsed: true, complete: true });
    expectAnswerLines(result, 'claude');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/messages' });
    // @anthropic-ai/sdk 1.x sends the API key as a bearer token.
    expect(seen[0]?.headers.authorization).toBe('Bearer sk-claude-test');
    const body = JSON.parse(seen[0]?.body ?? '{}');
    expect(body.model).toBe('claude-test');
    expect(body.messages[0].content[0]).toEqual({
      type: 'document',
      source: { type: 'base64', media_type: 'application/pdf', data: pdf.toString('base64') },
    });
  });

  it('is not asked when the local extractors read everything', async () => {
    const result = await extractDocument(
      {
        bytes: fixture('A_city_bus_300', 'statements.xlsx'),
        fileName: 'a.xlsx',
        statementType: 'auto',
        aiModel: 'claude',
      },
      settings(),
    );
    expect(result).toMatchObject({ method: 'spreadsheet', aiUsed: false });
    expect(seen).toHaveLength(0);
  });

  it('falls back to the refusal when the model fails', async () => {
    reply = () => ({ status: 200, body: claudeMessage('I cannot read this document.') });
    await expect(
      extractDocument(
        { bytes: noTextPdf(), fileName: 'scan.pdf', statementType: 'auto', aiModel: 'claude' },
        settings(),
      ),
    ).rejects.toMatchObject({ code: 'file/no-text' });
  });
});

describe('reading with Gemini (local fake of generateContent)', () => {
  it('sends the file inline with the key and turns the answer into lines', async () => {
    reply = () => ({ status: 200, body: geminiAnswer(JSON.stringify(ANSWER)) });
    const pdf = noTextPdf();
    const result = await extractDocument(
      { bytes: pdf, fileName: 'scan.pdf', statementType: 'auto', aiModel: 'gemini' },
      settings(),
    );
    expect(result).toMatchObject({ method: 'gemini', aiUsed: true });
    expectAnswerLines(result, 'gemini');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toMatch(/^\/v1beta\/models\/gemini-test:generateContent/);
    expect(seen[0]?.headers['x-goog-api-key']).toBe('gemini-test-key');
    const body = JSON.parse(seen[0]?.body ?? '{}');
    expect(body.contents[0].parts[0]).toEqual({
      inlineData: { mimeType: 'application/pdf', data: pdf.toString('base64') },
    });
  });

  it('sends the workbook as text when no accounts were found in it', async () => {
    reply = () => ({ status: 200, body: geminiAnswer(JSON.stringify(ANSWER)) });
    const result = await extractDocument(
      {
        bytes: fixture('bad', 'no-accounts.xlsx'),
        fileName: 'x.xlsx',
        statementType: 'auto',
        aiModel: 'gemini',
      },
      settings(),
    );
    expect(result.aiUsed).toBe(true);
    const body = JSON.parse(seen[0]?.body ?? '{}');
    expect(body.contents[0].parts[0].text).toContain('서울70사1234');
  });
});

describe('without settings for the chosen model', () => {
  it('returns the local result or its refusal and never calls out', async () => {
    const onlyClaude = { ...settings(), gemini: null };
    await expect(
      extractDocument(
        { bytes: noTextPdf(), fileName: 'scan.pdf', statementType: 'auto', aiModel: 'gemini' },
        onlyClaude,
      ),
    ).rejects.toMatchObject({ code: 'file/no-text' });
    expect(seen).toHaveLength(0);
  });
});
