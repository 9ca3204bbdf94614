import type * as tfTypes from '@tensorflow/tfjs';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../numeric/random';
import { denseOp } from './dense-op';
import { loadTf } from './tf-runtime';

const random = (uniform: () => number, length: number) =>
  Float32Array.from({ length }, () => 2 * uniform() - 1);

describe('the hand-written dense gradient', () => {
  it('matches TensorFlow.js autodiff through two ReLU layers and a linear one', async () => {
    const tf = await loadTf();
    const uniform = mulberry32(3);
    const shapes: Array<[number, number]> = [
      [5, 7],
      [7, 6],
      [6, 3],
    ];
    const weights = shapes.flatMap(([i, o]) => [
      tf.tensor2d(random(uniform, i * o), [i, o]),
      tf.tensor1d(random(uniform, o)),
    ]);
    const x = tf.tensor2d(random(uniform, 4 * 5), [4, 5]);
    const y = tf.tensor2d(random(uniform, 4 * 3), [4, 3]);
    const relu = denseOp(tf, true);
    const linear = denseOp(tf, false);
    const lossWith =
      (layer: (i: number, h: tfTypes.Tensor2D, ws: tfTypes.Tensor[]) => tfTypes.Tensor2D) =>
      (...ws: tfTypes.Tensor[]) => {
        let h: tfTypes.Tensor2D = x;
        for (let i = 0; i < shapes.length; i++) h = layer(i, h, ws);
        return tf.mean(tf.square(tf.sub(h, y))) as tfTypes.Scalar;
      };
    const handWritten = lossWith((i, h, ws) =>
      (i < 2 ? relu : linear)(h, ws[2 * i] as tfTypes.Tensor2D, ws[2 * i + 1] as tfTypes.Tensor1D),
    );
    const builtIn = lossWith((i, h, ws) => {
      const z = tf.add(
        tf.matMul(h, ws[2 * i] as tfTypes.Tensor2D),
        ws[2 * i + 1] as tfTypes.Tensor1D,
      );
      return (i < 2 ? tf.relu(z) : z) as tfTypes.Tensor2D;
    });
    const ours = tf.valueAndGrads(handWritten)(weights);
    const theirs = tf.valueAndGrads(builtIn)(weights);
    expect(ours.value.dataSync()[0]).toBeCloseTo(theirs.value.dataSync()[0] ?? Number.NaN, 6);
    ours.grads.forEach((g, k) => {
      const expected = theirs.grads[k]?.dataSync() ?? [];
      const actual = g.dataSync();
      expect(actual.length).toBe(expected.length);
      actual.forEach((v, i) => {
        expect(v).toBeCloseTo(expected[i] ?? Number.NaN, 5);
      });
    });
    tf.dispose([...weights, x, y, ours.value, theirs.value, ...ours.grads, ...theirs.grads]);
  });
});
