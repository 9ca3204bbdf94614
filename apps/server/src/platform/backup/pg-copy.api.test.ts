import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyIn, CopyOut } from './pg-copy';

const ROWS = 300_000;
/** The rows COPY prints for the query below: id, a text of varying length, a NULL every 7th. */
function expectedText(): string {
  const lines: string[] = [];
  for (let g = 1; g <= ROWS; g += 1) {
    lines.push(`${g}\t${'가'.repeat(g % 50)}\t${g % 7 === 0 ? '\\N' : `줄\\n${g}`}\n`);
  }
  return lines.join('');
}
const QUERY = `SELECT g, repeat('가', g % 50), CASE WHEN g % 7 = 0 THEN NULL ELSE E'줄\\n' || g END
  FROM generate_series(1, ${ROWS}) AS g`;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

// COPY streams are PostgreSQL's protocol: PGlite is backed up as a data-directory dump instead.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'COPY streams over pg (backups, issue 18 §2)',
  () => {
    let client: pg.Client;
    beforeAll(async () => {
      client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
    });
    afterAll(() => client?.end());

    it('reads every byte of a large COPY TO, even when read slowly (rows held across reads)', async () => {
      const copy = client.query(new CopyOut(`COPY (${QUERY}) TO STDOUT`));
      const chunks: Buffer[] = [];
      let reads = 0;
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        // A slow consumer: the socket is paused and pg's read buffer is reused meanwhile.
        reads += 1;
        if (reads % 20_000 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(copy.rowCount).toBe(ROWS);
      expect(sha256(Buffer.concat(chunks))).toBe(sha256(expectedText()));
    });

    it('writes a large COPY FROM with backpressure, and the table holds exactly it', async () => {
      await client.query('CREATE TEMP TABLE copied (g int, t text, n text)');
      const copy = client.query(new CopyIn('COPY copied FROM STDIN'));
      const text = Buffer.from(expectedText());
      for (let at = 0; at < text.length; at += 64 * 1024) {
        if (!copy.write(text.subarray(at, at + 64 * 1024))) await once(copy, 'drain');
      }
      copy.end();
      await finished(copy);
      expect(copy.rowCount).toBe(ROWS);
      const { rows } = await client.query<{ same: boolean }>(
        `SELECT (SELECT count(*) FROM copied) = ${ROWS} AND NOT EXISTS (
         SELECT g, t, n FROM copied EXCEPT SELECT * FROM (${QUERY}) AS q(g, t, n)) AS same`,
      );
      expect(rows[0]?.same).toBe(true);
    });

    it('fails a COPY FROM the server refuses, and the connection stays usable', async () => {
      const copy = client.query(new CopyIn('COPY copied (g) FROM STDIN'));
      copy.on('error', () => undefined);
      copy.end(Buffer.from('not a number\n'));
      await expect(finished(copy)).rejects.toThrow(/invalid input syntax/);
      const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
      expect(rows[0]?.one).toBe(1);
    });
  },
);
