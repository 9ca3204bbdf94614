import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { ForecastError } from '../../types';

let ready: Promise<typeof tf> | undefined;

/**
 * TensorFlow.js on the wasm backend (ARCHITECTURE.md: tfjs-node cannot be installed here), set up
 * once per process. In Node the backend cannot fetch its .wasm files by URL, so they are read from
 * the package's own dist folder.
 */
export function loadTf(): Promise<typeof tf> {
  ready ??= initialise();
  return ready;
}

async function initialise(): Promise<typeof tf> {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@tensorflow/tfjs-backend-wasm/package.json');
  setWasmPaths(`${path.join(path.dirname(packageJson), 'dist')}${path.sep}`);
  const ok = await tf.setBackend('wasm');
  if (!ok) {
    ready = undefined;
    throw new ForecastError('fit_failed', 'the TensorFlow.js wasm backend could not start', {
      model: 'nbeats',
    });
  }
  await tf.ready();
  return tf;
}

export type Tf = typeof tf;
