import type pg from 'pg';
import type { RawQuery } from '../db/database';

/**
 * The session settings both ends of a logical dump use, so COPY's text is the same whatever the
 * server's defaults: UTF-8, ISO dates, UTC offsets on timestamps with time zone, floats printed
 * exactly, bytea in hex. COPY's text format then gives back every value exactly: NULL as \N,
 * control characters escaped, json/jsonb as their text.
 */
export const SESSION_SETTINGS = [
  "SET client_encoding = 'UTF8'",
  "SET DateStyle = 'ISO, YMD'",
  "SET IntervalStyle = 'postgres'",
  "SET TimeZone = 'UTC'",
  'SET extra_float_digits = 3',
  "SET bytea_output = 'hex'",
  'SET standard_conforming_strings = on',
  // A backup or restore of a large database takes minutes: the operator's limits for app
  // queries must not end it half-way.
  'SET statement_timeout = 0',
  'SET lock_timeout = 0',
  'SET idle_in_transaction_session_timeout = 0',
];

export async function applySessionSettings(client: pg.Client): Promise<void> {
  for (const setting of SESSION_SETTINGS) await client.query(setting);
}

/** RawQuery over a pg client. */
export const clientQuery =
  (client: pg.Client): RawQuery =>
  async <R>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as R[];

/**
 * One backup or restore at a time per installation (issue 18 §2), and on several server
 * processes only one takes the scheduled backup: a session-level advisory lock on the
 * connection that does the work. The key is "bus_back" in ASCII.
 */
export const BACKUP_LOCK_KEY = '7094703641501721451';

export async function tryBackupLock(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock($1::bigint) AS locked',
    [BACKUP_LOCK_KEY],
  );
  return rows[0]?.locked === true;
}
