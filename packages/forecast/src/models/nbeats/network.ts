import { type Basis, seasonBasis, trendBasis } from './basis';
import type { NbeatsParams } from './nbeats-params';

/** A fully connected layer, weights row-major [inDim × outDim]; fixed layers are not trained. */
export type Dense = {
  readonly inDim: number;
  readonly outDim: number;
  readonly w: Float32Array;
  readonly b: Float32Array | null;
  readonly trainable: boolean;
};

/** One N-BEATS block: an FC stack, the backcast/forecast expansion coefficients, their bases. */
export type Block = {
  readonly hidden: readonly Dense[];
  readonly thetaBack: Dense;
  readonly thetaFore: Dense;
  readonly basisBack: Dense;
  readonly basisFore: Dense;
};

export type Network = {
  readonly inputLength: number;
  readonly outputLength: number;
  readonly blocks: readonly Block[];
};

function randomDense(inDim: number, outDim: number, limit: number, uniform: () => number): Dense {
  const w = Float32Array.from({ length: inDim * outDim }, () => (2 * uniform() - 1) * limit);
  return { inDim, outDim, w, b: new Float32Array(outDim), trainable: true };
}

/** He-uniform for ReLU layers, Glorot-uniform for linear ones (the Keras/PyTorch defaults). */
const he = (inDim: number, outDim: number, u: () => number) =>
  randomDense(inDim, outDim, Math.sqrt(6 / inDim), u);
const glorot = (inDim: number, outDim: number, u: () => number) =>
  randomDense(inDim, outDim, Math.sqrt(6 / (inDim + outDim)), u);

function withoutBias(dense: Dense): Dense {
  return { ...dense, b: null };
}

function fixed(matrix: Float32Array, inDim: number, outDim: number): Dense {
  return { inDim, outDim, w: matrix, b: null, trainable: false };
}

type BasisChoice = { readonly kind: 'generic'; readonly size: number } | Basis;

function block(p: NbeatsParams, basis: BasisChoice, u: () => number): Block {
  const L = p.input_chunk_length;
  const H = p.output_chunk_length;
  const width = p.layer_widths;
  const hidden = Array.from({ length: p.num_layers }, (_, i) => he(i === 0 ? L : width, width, u));
  const thetaBack = withoutBias(glorot(width, basis.size, u));
  const thetaFore = withoutBias(glorot(width, basis.size, u));
  if ('kind' in basis) {
    // Generic block: the basis is learnt too (a linear layer with bias), paper §3.3.
    return {
      hidden,
      thetaBack,
      thetaFore,
      basisBack: glorot(basis.size, L, u),
      basisFore: glorot(basis.size, H, u),
    };
  }
  const basisBack = fixed(basis.back, basis.size, L);
  return { hidden, thetaBack, thetaFore, basisBack, basisFore: fixed(basis.fore, basis.size, H) };
}

/**
 * The generic architecture: num_stacks × num_blocks generic blocks. The interpretable one follows
 * the paper and Darts: a trend stack then a seasonality stack of num_blocks blocks each
 * (num_stacks does not apply), the trend a polynomial with expansion_coefficient_dim terms.
 */
export function initialNetwork(p: NbeatsParams, frequency: number, uniform: () => number): Network {
  const L = p.input_chunk_length;
  const H = p.output_chunk_length;
  const bases: BasisChoice[] = p.generic_architecture
    ? Array.from({ length: p.num_stacks * p.num_blocks }, () => ({
        kind: 'generic' as const,
        size: p.expansion_coefficient_dim,
      }))
    : [
        ...Array.from({ length: p.num_blocks }, () =>
          trendBasis(p.expansion_coefficient_dim, L, H),
        ),
        ...Array.from({ length: p.num_blocks }, () => seasonBasis(frequency, L, H)),
      ];
  return { inputLength: L, outputLength: H, blocks: bases.map((b) => block(p, b, uniform)) };
}

function apply(x: Float32Array, d: Dense, relu: boolean): Float32Array {
  const out = d.b ? Float32Array.from(d.b) : new Float32Array(d.outDim);
  for (let i = 0; i < d.inDim; i++) {
    const xi = x[i] ?? 0;
    if (xi === 0) continue;
    const row = i * d.outDim;
    for (let o = 0; o < d.outDim; o++) out[o] = (out[o] ?? 0) + xi * (d.w[row + o] ?? 0);
  }
  if (relu) for (let o = 0; o < d.outDim; o++) out[o] = Math.max(out[o] ?? 0, 0);
  return out;
}

/**
 * Inference for one scaled input window in plain TypeScript: the trained weights are copied out of
 * TensorFlow, so a fitted model holds no tensors and cannot leak them.
 */
export function forwardOne(network: Network, input: Float32Array): Float32Array {
  let residual: Float32Array = Float32Array.from(input);
  const forecast = new Float32Array(network.outputLength);
  for (const b of network.blocks) {
    let h: Float32Array = residual;
    for (const layer of b.hidden) h = apply(h, layer, true);
    const back = apply(apply(h, b.thetaBack, false), b.basisBack, false);
    const fore = apply(apply(h, b.thetaFore, false), b.basisFore, false);
    residual = residual.map((v, i) => v - (back[i] ?? 0));
    fore.forEach((v, j) => {
      forecast[j] = (forecast[j] ?? 0) + v;
    });
  }
  return forecast;
}
