#!/usr/bin/env node
// `npm run dev`: the API server in watch mode and the Vite dev server side by side, with prefixed
// output. Ctrl-C (or either process ending) stops both.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ROOT } from './lib/web-build.mjs';

const TASKS = [
  { name: 'server', color: 36, args: ['run', 'dev', '-w', '@bus/server'] },
  { name: 'web', color: 35, args: ['run', 'dev', '-w', '@bus/web'] },
];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

function prefixLines(stream, name, color, out) {
  const label = useColor ? `\x1b[${color}m[${name}]\x1b[0m` : `[${name}]`;
  createInterface({ input: stream }).on('line', (line) => out.write(`${label} ${line}\n`));
}

let stopping = false;
const children = TASKS.map(({ name, color, args }) => {
  // detached: each task leads its own process group, so stopping it also stops npm's grandchildren
  // (tsx watch, vite) instead of leaving them orphaned.
  const child = spawn('npm', args, { cwd: ROOT, env: process.env, detached: true });
  prefixLines(child.stdout, name, color, process.stdout);
  prefixLines(child.stderr, name, color, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`[${name}] exited (${signal ?? code}); stopping the other process\n`);
      stopAll(code ?? 1);
    }
  });
  return child;
});

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function stopAll(status) {
  if (stopping) return;
  stopping = true;
  for (const child of children) killGroup(child, 'SIGTERM');
  // Give graceful shutdown a few seconds, then make sure nothing is left behind.
  const timer = setTimeout(() => {
    for (const child of children) killGroup(child, 'SIGKILL');
    process.exit(status);
  }, 5000);
  Promise.all(
    children.map(
      (c) =>
        new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.on('exit', r))),
    ),
  ).then(() => {
    clearTimeout(timer);
    process.exit(status);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
