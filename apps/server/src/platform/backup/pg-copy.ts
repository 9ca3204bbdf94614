import { Readable, Writable } from 'node:stream';
import type { Connection, Submittable } from 'pg';

/**
 * COPY … TO STDOUT and COPY … FROM STDIN over a `pg` client, without `pg-copy-streams`: `pg`
 * runs any object with `submit(connection)` as the active query and hands it the protocol's
 * messages (copyData, copyInResponse, commandComplete, error, readyForQuery). Backpressure both
 * ways: the socket is paused while our reader is full, and our writes wait for it to drain.
 */

/** What pg's Connection does and @types/pg leaves out. */
type CopyConnection = Connection & {
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
};

type Callback = ((error: Error | null) => void) | undefined;

/** Rows are gathered into buffers of this size: one push per row would cost more than the rows. */
const BATCH_BYTES = 256 * 1024;

/**
 * `COPY … TO STDOUT` as a Readable of the server's CopyData messages (one row each in text form),
 * gathered into buffers of whole rows.
 */
export class CopyOut extends Readable implements Submittable {
  #connection: CopyConnection | null = null;
  #paused = false;
  #error: Error | null = null;
  #batch = Buffer.allocUnsafe(BATCH_BYTES);
  #used = 0;
  /** Rows the server reported (COPY n). */
  rowCount = 0;
  callback: Callback;

  constructor(readonly text: string) {
    super({ highWaterMark: 1 << 20 });
  }

  submit(connection: Connection): void {
    this.#connection = connection as CopyConnection;
    connection.query(this.text);
  }

  override _read(): void {
    if (this.#paused && this.#connection) {
      this.#paused = false;
      this.#connection.stream.resume();
    }
  }

  /**
   * The chunk is a view into pg-protocol's read buffer, which it later reuses in place (moving the
   * unread rest to its start): it is copied into our own batch before anything keeps it.
   */
  handleCopyData(message: { chunk: Buffer }): void {
    const { chunk } = message;
    if (this.#used + chunk.length > BATCH_BYTES) this.#flush();
    if (chunk.length > BATCH_BYTES) {
      this.#send(Buffer.from(chunk));
      return;
    }
    chunk.copy(this.#batch, this.#used);
    this.#used += chunk.length;
  }

  #flush(): void {
    if (this.#used === 0) return;
    const full = this.#batch.subarray(0, this.#used);
    this.#batch = Buffer.allocUnsafe(BATCH_BYTES);
    this.#used = 0;
    this.#send(full);
  }

  #send(data: Buffer): void {
    if (!this.push(data) && this.#connection && !this.#paused) {
      this.#paused = true;
      this.#connection.stream.pause();
    }
  }

  handleCommandComplete(message: { text: string }): void {
    const count = /^COPY (\d+)$/.exec(message.text);
    if (count) this.rowCount = Number(count[1]);
  }

  handleError(error: Error): void {
    // A server error is followed by readyForQuery; a dropped connection is not: fail at once.
    this.#error = error;
    if (this.#paused) this.#connection?.stream.resume();
    this.#paused = false;
    this.destroy(error);
  }

  handleReadyForQuery(): void {
    if (this.#paused) this.#connection?.stream.resume();
    this.#paused = false;
    this.callback?.(this.#error);
    if (this.#error) return;
    this.#flush();
    this.push(null);
  }

  handleEmptyQuery(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(connection: Connection): void {
    (connection as CopyConnection).sendCopyFail('COPY TO expected');
  }
}

/** `COPY … FROM STDIN` as a Writable: what is written goes to the server as CopyData. */
export class CopyIn extends Writable implements Submittable {
  #connection: CopyConnection | null = null;
  #ready: Promise<void>;
  #markReady: () => void = () => undefined;
  #error: Error | null = null;
  #finish: Callback;
  rowCount = 0;
  callback: Callback;

  constructor(readonly text: string) {
    super({ highWaterMark: 1 << 20 });
    this.#ready = new Promise((resolve) => {
      this.#markReady = resolve;
    });
  }

  submit(connection: Connection): void {
    this.#connection = connection as CopyConnection;
    connection.query(this.text);
  }

  handleCopyInResponse(): void {
    this.#markReady();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (e?: Error | null) => void) {
    this.#ready.then(() => {
      if (this.#error || !this.#connection) return done(this.#error ?? new Error('no connection'));
      this.#connection.sendCopyFromChunk(chunk);
      const socket = this.#connection.stream;
      if (socket.writableNeedDrain) socket.once('drain', () => done());
      else done();
    }, done);
  }

  override _final(done: (e?: Error | null) => void): void {
    this.#ready.then(() => {
      if (this.#error) return done(this.#error);
      this.#finish = done;
      this.#connection?.endCopyFrom();
    }, done);
  }

  override _destroy(error: Error | null, done: (e?: Error | null) => void): void {
    // Aborted by us mid-way: tell the server, which then fails the COPY (and the transaction).
    if (error && this.#connection && !this.#error) this.#connection.sendCopyFail(error.message);
    done(error);
  }

  handleCommandComplete(message: { text: string }): void {
    const count = /^COPY (\d+)$/.exec(message.text);
    if (count) this.rowCount = Number(count[1]);
  }

  handleError(error: Error): void {
    this.#error = error;
    // The server refused before it asked for data (bad table name), or the connection dropped
    // (no readyForQuery will come): stop waiting for it.
    this.#markReady();
    this.#settle();
  }

  handleReadyForQuery(): void {
    this.callback?.(this.#error);
    this.#settle();
  }

  #settle(): void {
    const finish = this.#finish;
    this.#finish = undefined;
    if (finish) finish(this.#error);
    else if (this.#error) this.destroy(this.#error);
  }

  handleEmptyQuery(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}
