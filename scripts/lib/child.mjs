// Runs a child process that shares our terminal and stops when we are told to stop.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './web-build.mjs';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Spawns `command args` with inherited stdio and environment, forwards SIGINT/SIGTERM/SIGHUP to it
 * (so the server can shut down gracefully) and exits with the child's status once it has ended.
 */
export function runForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of SIGNALS) process.on(signal, forward);
  child.on('error', (error) => {
    process.stderr.write(`cannot start ${command}: ${error.message}\n`);
    process.exit(1);
  });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      for (const s of SIGNALS) process.off(s, forward);
      // A child ended by a forwarded signal counts as a clean stop requested by the operator.
      resolve(code ?? (signal && SIGNALS.includes(signal) ? 0 : 1));
    });
  });
}

/**
 * Runs the API server as `npm run start -w @bus/server` defines it (`tsx src/main.ts` in
 * apps/server), but calls tsx directly: npm runs scripts through `sh -c`, and a SIGTERM sent to npm
 * ends npm and sh while tsx and the server keep running, orphaned and never shut down gracefully.
 * tsx itself relays signals to the server process.
 */
export function runServer(env) {
  return runForwardingSignals(join(ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: join(ROOT, 'apps/server'),
    env,
  });
}
