import type * as tfTypes from '@tensorflow/tfjs';
import { shuffledIndices } from '../../numeric/random';
import { throwIfAborted } from '../../types';
import { adam } from './adam';
import { denseOp } from './dense-op';
import type { Block, Dense, Network } from './network';
import type { Tf } from './tf-runtime';
import type { Windows } from './windows';

type Tensor2D = tfTypes.Tensor2D;
/** A weight is either the k-th trainable tensor of the gradient call or a constant. */
type Ref = number | tfTypes.Tensor;
type TfDense = { readonly w: Ref; readonly b: Ref };
type TfBlock = {
  readonly [K in keyof Block]: Block[K] extends Dense ? TfDense : readonly TfDense[];
};

export type TrainSettings = {
  readonly epochs: number;
  readonly batchSize: number;
  readonly learningRate: number;
  readonly dropout: number;
  readonly uniform: () => number;
  /**
   * Held-out windows scored after every epoch: training stops once `patience` epochs have passed
   * without a better score, and the best epoch's weights are kept.
   */
  readonly validation?: { readonly windows: Windows; readonly patience: number };
  readonly signal?: AbortSignal;
  /** Wall-clock time (ms since epoch) after which no new epoch starts. */
  readonly deadline: number;
};

export type TrainReport = {
  readonly network: Network;
  /** Epochs run, and the epoch whose weights were kept (the last one without validation). */
  readonly epochs: number;
  readonly bestEpoch: number;
  /** The kept epoch's scaled forecasts of the validation windows (count × H), if any. */
  readonly validationForecasts: Float32Array | null;
};

/** The network's trainable arrays (copied: training updates them in place) and their tensors. */
type Trainables = { readonly values: Float32Array[]; readonly tensors: tfTypes.Tensor[] };

function copyNetwork(network: Network): Network {
  const copy = (d: Dense): Dense =>
    d.trainable ? { ...d, w: Float32Array.from(d.w), b: d.b ? Float32Array.from(d.b) : null } : d;
  const blocks = network.blocks.map((b) => ({
    hidden: b.hidden.map(copy),
    thetaBack: copy(b.thetaBack),
    thetaFore: copy(b.thetaFore),
    basisBack: copy(b.basisBack),
    basisFore: copy(b.basisFore),
  }));
  return { ...network, blocks };
}

function toTf(tf: Tf, d: Dense, owned: tfTypes.Tensor[], trainables: Trainables): TfDense {
  const track = (values: Float32Array, shape: number[]) => {
    trainables.values.push(values);
    trainables.tensors.push(tf.tensor(values, shape));
    return trainables.tensors.length - 1;
  };
  const constant = (values: Float32Array, shape: number[]) => {
    const tensor = tf.tensor(values, shape);
    owned.push(tensor);
    return tensor;
  };
  const w = d.trainable ? track(d.w, [d.inDim, d.outDim]) : constant(d.w, [d.inDim, d.outDim]);
  // A layer without bias gets a constant zero bias, so one dense op serves every layer.
  const b =
    d.trainable && d.b ? track(d.b, [d.outDim]) : constant(new Float32Array(d.outDim), [d.outDim]);
  return { w, b };
}

/** The last block's backcast feeds nothing, so its layers get no gradient and stay constant. */
function blockToTf(
  tf: Tf,
  b: Block,
  last: boolean,
  owned: tfTypes.Tensor[],
  trainables: Trainables,
): TfBlock {
  const one = (d: Dense) => toTf(tf, d, owned, trainables);
  const backcast = (d: Dense) => one(last ? { ...d, trainable: false } : d);
  return {
    hidden: b.hidden.map(one),
    thetaBack: backcast(b.thetaBack),
    thetaFore: one(b.thetaFore),
    basisBack: backcast(b.basisBack),
    basisFore: one(b.basisFore),
  };
}

type DenseFn = ReturnType<typeof denseOp>;
type Ops = { readonly relu: DenseFn; readonly linear: DenseFn };

/** Applies one layer, taking trainable weights from `weights` (the gradient call's arguments). */
function layer(fn: DenseFn, x: Tensor2D, d: TfDense, weights: readonly tfTypes.Tensor[]): Tensor2D {
  const at = (ref: Ref) => (typeof ref === 'number' ? (weights[ref] as tfTypes.Tensor) : ref);
  return fn(x, at(d.w) as Tensor2D, at(d.b) as tfTypes.Tensor1D);
}

/** Doubly residual stacking (paper §3.2): each block explains part of the input, forecasts add up. */
function forward(
  tf: Tf,
  ops: Ops,
  blocks: readonly TfBlock[],
  weights: readonly tfTypes.Tensor[],
  x: Tensor2D,
  dropout: number,
  seed: () => number,
) {
  let residual = x;
  let forecast: Tensor2D | undefined;
  for (const b of blocks) {
    let h = residual;
    for (const hidden of b.hidden) {
      h = layer(ops.relu, h, hidden, weights);
      if (dropout > 0) h = tf.dropout(h, dropout, undefined, seed()) as Tensor2D;
    }
    const back = layer(
      ops.linear,
      layer(ops.linear, h, b.thetaBack, weights),
      b.basisBack,
      weights,
    );
    const fore = layer(
      ops.linear,
      layer(ops.linear, h, b.thetaFore, weights),
      b.basisFore,
      weights,
    );
    residual = tf.sub<Tensor2D>(residual, back);
    forecast = forecast ? tf.add<Tensor2D>(forecast, fore) : fore;
  }
  return forecast ?? tf.zeros<tfTypes.Rank.R2>([x.shape[0], 1]);
}

function batchTensors(tf: Tf, data: Windows, rows: readonly number[], L: number, H: number) {
  const x = new Float32Array(rows.length * L);
  const y = new Float32Array(rows.length * H);
  const mask = new Float32Array(rows.length * H);
  rows.forEach((row, i) => {
    x.set(data.inputs.subarray(row * L, (row + 1) * L), i * L);
    y.set(data.targets.subarray(row * H, (row + 1) * H), i * H);
    mask.set(data.mask.subarray(row * H, (row + 1) * H), i * H);
  });
  return {
    x: tf.tensor2d(x, [rows.length, L]),
    y: tf.tensor2d(y, [rows.length, H]),
    mask: tf.tensor2d(mask, [rows.length, H]),
  };
}

/** A macrotask between epochs lets an abort or a timeout timer fire while the network trains. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type EpochContext = {
  readonly tf: Tf;
  readonly ops: Ops;
  readonly blocks: readonly TfBlock[];
  readonly trainables: Trainables;
  readonly optimizer: ReturnType<typeof adam>;
  readonly data: Windows;
  readonly network: Network;
  readonly seed: () => number;
};

/** The best epoch so far: its weights (copies), its number and its validation forecasts. */
type Best = { weights: Float32Array[]; epoch: number; score: number; forecasts: Float32Array };

/**
 * Adam on the mean squared error of the scaled forecast over the observed target steps (Darts'
 * default; the absolute error's constant-size gradient kept Adam circling the optimum — ±1.5
 * scale units on a straight line), with seeded batch order and dropout; with
 * validation windows, early stopping on them and the best epoch's weights. Every tensor made here
 * is disposed before returning; the trained weights come back as plain arrays.
 */
export async function train(
  tf: Tf,
  initial: Network,
  data: Windows,
  s: TrainSettings,
): Promise<TrainReport> {
  const network = copyNetwork(initial);
  const owned: tfTypes.Tensor[] = [];
  const trainables: Trainables = { values: [], tensors: [] };
  let epochs = 0;
  let best: Best | null = null;
  try {
    const blocks = network.blocks.map((b, i, all) =>
      blockToTf(tf, b, i === all.length - 1, owned, trainables),
    );
    const ops: Ops = { relu: denseOp(tf, true), linear: denseOp(tf, false) };
    const optimizer = adam(trainables.values, s.learningRate);
    const seed = () => Math.floor(s.uniform() * 2 ** 31);
    const c: EpochContext = { tf, ops, blocks, trainables, optimizer, data, network, seed };
    while (epochs < s.epochs && (epochs === 0 || Date.now() < s.deadline)) {
      runEpoch(c, s);
      epochs += 1;
      if (s.validation) {
        const forecasts = predictWindows(c, s.validation.windows);
        const score = maskedSquaredError(forecasts, s.validation.windows);
        if (!best || score < best.score) {
          best = {
            weights: trainables.values.map((v) => Float32Array.from(v)),
            epoch: epochs,
            score,
            forecasts,
          };
        } else if (epochs - best.epoch >= s.validation.patience) break;
      }
      await yieldToEventLoop();
      throwIfAborted(s.signal);
    }
    if (best) {
      for (const [k, w] of best.weights.entries()) trainables.values[k]?.set(w);
    }
    return {
      network,
      epochs,
      bestEpoch: best?.epoch ?? epochs,
      validationForecasts: best?.forecasts ?? null,
    };
  } finally {
    for (const t of [...owned, ...trainables.tensors]) t.dispose();
  }
}

/** Replaces each trainable tensor by the updated values Adam wrote into its array. */
function refresh(tf: Tf, trainables: Trainables): void {
  trainables.tensors.forEach((tensor, k) => {
    trainables.tensors[k] = tf.tensor(trainables.values[k] ?? [], tensor.shape);
    tensor.dispose();
  });
}

/** Mean squared error over the observed target steps, as the training loss. */
function maskedSquaredError(forecasts: Float32Array, windows: Windows): number {
  let sum = 0;
  let observed = 0;
  forecasts.forEach((f, i) => {
    if (!windows.mask[i]) return;
    const e = f - (windows.targets[i] ?? 0);
    sum += e * e;
    observed += 1;
  });
  return observed > 0 ? sum / observed : 0;
}

/** Scaled forecasts of every window by the current weights, without dropout. */
function predictWindows(c: EpochContext, windows: Windows): Float32Array {
  const { tf, network } = c;
  const rows = Array.from({ length: windows.count }, (_, i) => i);
  return tf.tidy(() => {
    const { x } = batchTensors(tf, windows, rows, network.inputLength, network.outputLength);
    const forecast = forward(tf, c.ops, c.blocks, c.trainables.tensors, x, 0, c.seed);
    return forecast.dataSync() as Float32Array;
  });
}

function runEpoch(c: EpochContext, s: TrainSettings): void {
  const { tf, network } = c;
  const order = shuffledIndices(c.data.count, s.uniform);
  for (let start = 0; start < order.length; start += s.batchSize) {
    const rows = order.slice(start, start + s.batchSize);
    // Gradients leave tidy through this array, not as its result: tidy walks a returned container
    // element by element looking for tensors, which over millions of floats costs a second.
    let grads: Float32Array[] = [];
    tf.tidy(() => {
      const { x, y, mask } = batchTensors(
        tf,
        c.data,
        rows,
        network.inputLength,
        network.outputLength,
      );
      const observed = Math.max(mask.sum().dataSync()[0] ?? 0, 1);
      const lossOf = (...weights: tfTypes.Tensor[]) => {
        const forecast = forward(tf, c.ops, c.blocks, weights, x, s.dropout, c.seed);
        const error = tf.mul(tf.sub(forecast, y), mask);
        return tf.div(tf.sum(tf.square(error)), observed) as tfTypes.Scalar;
      };
      const { grads: gradients } = tf.valueAndGrads(lossOf)(c.trainables.tensors);
      grads = gradients.map((g) => g.dataSync() as Float32Array);
    });
    c.optimizer.step(grads);
    refresh(tf, c.trainables);
  }
}
