import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSmsSender } from './http-sms-sender';
import { SmsSendError } from './sms-sender';

type Received = { method?: string; url?: string; authorization?: string; body: unknown };

/** A local fake of the SMS gateway: records requests, answers by the recipient number. */
function fakeGateway(received: Received[]): Server {
  return createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as { to: string };
      received.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        body,
      });
      const status = body.to === '+821000000000' ? 422 : 202;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 202 ? { id: 'msg-1' } : { error: 'blocked' }));
    });
  });
}

describe('HttpSmsSender', () => {
  const received: Received[] = [];
  const server = fakeGateway(received);
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts from, to and text as JSON with the bearer key', async () => {
    const sender = new HttpSmsSender({ apiUrl: url, apiKey: 'secret-key', sender: '0212345678' });
    await sender.send('+821012345678', '[버스] 인증 코드 123456');
    expect(received.at(-1)).toEqual({
      method: 'POST',
      url: '/v1/messages',
      authorization: 'Bearer secret-key',
      body: { from: '0212345678', to: '+821012345678', text: '[버스] 인증 코드 123456' },
    });
  });

  it('fails with the status and the provider text on a non-2xx answer', async () => {
    const sender = new HttpSmsSender({ apiUrl: url, apiKey: 'k', sender: '0212345678' });
    const sending = sender.send('+821000000000', 'x');
    await expect(sending).rejects.toBeInstanceOf(SmsSendError);
    await expect(sender.send('+821000000000', 'x')).rejects.toThrow(/422.*blocked/);
  });

  it('fails when the provider cannot be reached', async () => {
    const sender = new HttpSmsSender({
      apiUrl: 'http://127.0.0.1:9/unreachable',
      apiKey: 'k',
      sender: '0212345678',
    });
    await expect(sender.send('+821012345678', 'x')).rejects.toThrow(/unreachable/);
  });
});
