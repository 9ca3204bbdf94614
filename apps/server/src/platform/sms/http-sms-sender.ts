import { SmsSendError, type SmsSender } from './sms-sender';

export type HttpSmsSettings = { apiUrl: string; apiKey: string; sender: string };

/** A provider that does not answer within this time counts as a failed send. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * A generic JSON SMS gateway: `POST {SMS_API_URL}` with `Authorization: Bearer {SMS_API_KEY}` and
 * body `{ from, to, text }`; any 2xx means sent. Documented in docs/operator-guide.md.
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly settings: HttpSmsSettings) {}

  async send(to: string, text: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.settings.apiUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.settings.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ from: this.settings.sender, to, text }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsSendError(`SMS provider unreachable: ${String(error)}`, { cause: error });
    }
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new SmsSendError(`SMS provider answered ${response.status}: ${detail}`);
  }
}
