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
  readonly signal?: AbortSignal;
  /** Wall-clock time (ms since epoch) after which no new epoch starts. */
  readonly deadline: number;
};

export type TrainReport = {
  readonly network: Network;
  readonly epochs: number;
  readonly loss: number;
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
  rows.forEach((row, i) => {
    x.set(data.inputs.subarray(row * L, (row + 1) * L), i * L);
    y.set(data.targets.subarray(row * H, (row + 1) * H), i * H);
  });
  return { x: tf.tensor2d(x, [rows.length, L]), y: tf.tensor2d(y, [rows.length, H]) };
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
  readonly seed: () => number;
};

/**
 * Adam on the mean squared error of the scaled forecast (Darts' default; the absolute error's
 * constant-size gradient kept Adam circling the optimum — ±1.5 scale units on a straight line),
 * with seeded batch order and dropout. Every tensor made here is disposed before
 * returning; the trained weights come back as plain arrays.
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
  let loss = Number.NaN;
  try {
    const blocks = network.blocks.map((b, i, all) =>
      blockToTf(tf, b, i === all.length - 1, owned, trainables),
    );
    const ops: Ops = { relu: denseOp(tf, true), linear: denseOp(tf, false) };
    const optimizer = adam(trainables.values, s.learningRate);
    const seed = () => Math.floor(s.uniform() * 2 ** 31);
    const context: EpochContext = { tf, ops, blocks, trainables, optimizer, data, seed };
    while (epochs < s.epochs && (epochs === 0 || Date.now() < s.deadline)) {
      loss = runEpoch(context, s, network);
      epochs += 1;
      await yieldToEventLoop();
      throwIfAborted(s.signal);
    }
    return { network, epochs, loss };
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

function runEpoch(c: EpochContext, s: TrainSettings, network: Network): number {
  const { tf } = c;
  const order = shuffledIndices(c.data.count, s.uniform);
  let total = 0;
  for (let start = 0; start < order.length; start += s.batchSize) {
    const rows = order.slice(start, start + s.batchSize);
    // Gradients leave tidy through this array, not as its result: tidy walks a returned container
    // element by element looking for tensors, which over millions of floats costs a second.
    let grads: Float32Array[] = [];
    tf.tidy(() => {
      const { x, y } = batchTensors(tf, c.data, rows, network.inputLength, network.outputLength);
      const lossOf = (...weights: tfTypes.Tensor[]) => {
        const forecast = forward(tf, c.ops, c.blocks, weights, x, s.dropout, c.seed);
        return tf.mean(tf.square(tf.sub(forecast, y))) as tfTypes.Scalar;
      };
      const { value, grads: gradients } = tf.valueAndGrads(lossOf)(c.trainables.tensors);
      total += (value.dataSync()[0] ?? 0) * rows.length;
      grads = gradients.map((g) => g.dataSync() as Float32Array);
    });
    c.optimizer.step(grads);
    refresh(tf, c.trainables);
  }
  return total / Math.max(c.data.count, 1);
}
