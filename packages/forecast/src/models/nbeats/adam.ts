/**
 * Adam (Kingma & Ba 2015) on plain Float32Arrays. The wasm backend spends more time in the dozen
 * small element-wise kernels of its built-in Adam than in the whole backward pass; one fused loop
 * in JavaScript over the same numbers is several times cheaper.
 */
const BETA1 = 0.9;
const BETA2 = 0.999;
const EPSILON = 1e-7;

export type Adam = {
  readonly params: readonly Float32Array[];
  step(grads: readonly Float32Array[]): void;
};

export function adam(params: readonly Float32Array[], learningRate: number): Adam {
  const m = params.map((p) => new Float32Array(p.length));
  const v = params.map((p) => new Float32Array(p.length));
  let t = 0;
  return {
    params,
    step(grads) {
      t += 1;
      // Bias corrections folded into the step size, as in the paper's efficient form (§2).
      const rate = (learningRate * Math.sqrt(1 - BETA2 ** t)) / (1 - BETA1 ** t);
      params.forEach((p, k) => {
        const g = grads[k];
        const mk = m[k];
        const vk = v[k];
        if (!g || !mk || !vk) return;
        for (let i = 0; i < p.length; i++) {
          const gi = g[i] ?? 0;
          const mi = BETA1 * (mk[i] ?? 0) + (1 - BETA1) * gi;
          const vi = BETA2 * (vk[i] ?? 0) + (1 - BETA2) * gi * gi;
          mk[i] = mi;
          vk[i] = vi;
          p[i] = (p[i] ?? 0) - (rate * mi) / (Math.sqrt(vi) + EPSILON);
        }
      });
    },
  };
}
