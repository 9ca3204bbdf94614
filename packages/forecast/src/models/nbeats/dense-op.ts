import type * as tfTypes from '@tensorflow/tfjs';
import type { Tf } from './tf-runtime';

type Tensor2D = tfTypes.Tensor2D;
type DenseFn = (x: Tensor2D, w: Tensor2D, b: tfTypes.Tensor1D) => Tensor2D;

/**
 * A dense layer y = act(x·W + b) with a hand-written gradient. The wasm backend's matMul is about
 * ten times slower with a transposed operand, which is what the built-in gradient asks for
 * (xᵀ·dy, dy·Wᵀ); transposing first and multiplying plainly makes training several times faster.
 */
export function denseOp(tf: Tf, relu: boolean): DenseFn {
  const op = tf.customGrad((...args: Array<tfTypes.Tensor | tfTypes.GradSaveFunc>) => {
    const [x, w, b, save] = args as [Tensor2D, Tensor2D, tfTypes.Tensor1D, tfTypes.GradSaveFunc];
    const activation = relu ? 'relu' : 'linear';
    const y = tf.fused.matMul({ a: x, b: w, bias: b, activation }) as Tensor2D;
    save([x, w, y]);
    const gradFunc = (dy: tfTypes.Tensor, saved: tfTypes.Tensor[]) => {
      const [sx, sw, sy] = saved as [Tensor2D, Tensor2D, Tensor2D];
      const dz = (relu ? tf.mul(dy, tf.step(sy)) : dy) as Tensor2D;
      return [tf.matMul(dz, tf.transpose(sw)), tf.matMul(tf.transpose(sx), dz), tf.sum(dz, 0)];
    };
    return { value: y, gradFunc };
  });
  return (x, w, b) => op(x, w, b) as Tensor2D;
}
