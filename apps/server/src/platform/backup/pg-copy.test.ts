import { describe, expect, it } from 'vitest';
import { CopyOut } from './pg-copy';

describe('CopyOut', () => {
  it('keeps its own copy of each row: pg-protocol reuses the buffer a chunk points into', async () => {
    const copy = new CopyOut('COPY t TO STDOUT');
    const connection = { query: () => undefined, stream: { pause() {}, resume() {} } };
    copy.submit(connection as never);
    const socketBuffer = Buffer.from('1\t가\n2\t\\N\n');
    const half = socketBuffer.indexOf(10) + 1;
    copy.handleCopyData({ chunk: socketBuffer.subarray(0, half) });
    copy.handleCopyData({ chunk: socketBuffer.subarray(half) });
    // What pg-protocol does when the next socket read fits: the unread rest moves to the start.
    socketBuffer.fill(0x78);
    copy.handleCommandComplete({ text: 'COPY 2' });
    copy.handleReadyForQuery();
    const chunks: Buffer[] = [];
    for await (const chunk of copy as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('1\t가\n2\t\\N\n');
    expect(copy.rowCount).toBe(2);
  });
});
