import { throwIfAborted } from '../../types';

/**
 * Nelder–Mead simplex minimisation with the conventions of R's `optim` (Nash 1990, "Compact
 * numerical methods", Algorithm 19), which forecast::ets calls: reflection 1, contraction 0.5,
 * expansion 2; first simplex steps of 10 % of the largest |x0|; stop when the simplex's function
 * values span less than relTol × |f(x0)| or after maxEvaluations. Non-finite values count as a
 * huge value, so the objective can reject a point by returning Infinity.
 */
export type NelderMeadOptions = {
  readonly maxEvaluations: number;
  readonly relTol: number;
  readonly signal?: AbortSignal;
};

export type NelderMeadResult = { readonly x: number[]; readonly value: number };

const BIG = 1e35;
const REFLECT = 1;
const CONTRACT = 0.5;
const EXPAND = 2;
/** Check for cancellation every this many evaluations. */
const ABORT_CHECK_EVERY = 64;

type Vertex = { x: number[]; f: number };

export function nelderMead(
  objective: (x: readonly number[]) => number,
  x0: readonly number[],
  options: NelderMeadOptions,
): NelderMeadResult {
  let evaluations = 0;
  const evaluate = (x: number[]): Vertex => {
    evaluations += 1;
    if ((evaluations - 1) % ABORT_CHECK_EVERY === 0) throwIfAborted(options.signal);
    const f = objective(x);
    return { x, f: Number.isFinite(f) ? f : BIG };
  };
  const start = evaluate([...x0]);
  if (start.f >= BIG) return { x: [...x0], value: Number.POSITIVE_INFINITY };
  const tolerance = options.relTol * (Math.abs(start.f) + options.relTol);
  const simplex = [start, ...initialVertices(x0).map(evaluate)];
  let oldSize = simplexSize(simplex);
  while (evaluations <= options.maxEvaluations) {
    simplex.sort((a, b) => a.f - b.f);
    const best = simplex[0] ?? start;
    const worst = simplex[simplex.length - 1] ?? start;
    if (worst.f <= best.f + tolerance) break;
    const shrunk = step(simplex, best, worst, evaluate);
    if (shrunk) {
      const size = simplexSize(simplex);
      // A shrink that does not shrink means the simplex has collapsed numerically.
      if (size >= oldSize) break;
      oldSize = size;
    }
  }
  simplex.sort((a, b) => a.f - b.f);
  const best = simplex[0] ?? start;
  return { x: best.x, value: best.f };
}

/** One reflect / expand / contract move on the sorted simplex; true when it had to shrink. */
function step(
  simplex: Vertex[],
  best: Vertex,
  worst: Vertex,
  evaluate: (x: number[]) => Vertex,
): boolean {
  const last = simplex.length - 1;
  const centroid = centroidWithout(simplex, last);
  const reflected = evaluate(blend(centroid, worst.x, -REFLECT));
  if (reflected.f < best.f) {
    const expanded = evaluate(blend(centroid, reflected.x, EXPAND));
    simplex[last] = expanded.f < reflected.f ? expanded : reflected;
    return false;
  }
  const highest = reflected.f < worst.f ? reflected : worst;
  simplex[last] = highest;
  const contracted = evaluate(blend(centroid, highest.x, CONTRACT));
  if (contracted.f < highest.f) {
    simplex[last] = contracted;
    return false;
  }
  if (reflected.f < worst.f) return false;
  shrinkTowards(simplex, best, evaluate);
  return true;
}

function initialVertices(x0: readonly number[]): number[][] {
  let step = 0;
  for (const v of x0) step = Math.max(step, 0.1 * Math.abs(v));
  if (step === 0) step = 0.1;
  return x0.map((v, i) => {
    const vertex = [...x0];
    let trial = step;
    // A step lost to rounding against a huge coordinate is retried ten times larger.
    while (vertex[i] === v) {
      vertex[i] = v + trial;
      trial *= 10;
    }
    return vertex;
  });
}

function centroidWithout(simplex: readonly Vertex[], skip: number): number[] {
  const n = simplex.length - 1;
  const sum = new Array<number>(simplex[0]?.x.length ?? 0).fill(0);
  simplex.forEach((vertex, j) => {
    if (j === skip) return;
    vertex.x.forEach((v, i) => {
      sum[i] = (sum[i] ?? 0) + v;
    });
  });
  return sum.map((v) => v / n);
}

/** centroid + t·(point − centroid); t = −1 reflects, 2 expands, 0.5 contracts. */
function blend(centroid: readonly number[], point: readonly number[], t: number): number[] {
  return centroid.map((c, i) => c + t * ((point[i] ?? c) - c));
}

function shrinkTowards(simplex: Vertex[], best: Vertex, evaluate: (x: number[]) => Vertex): void {
  for (let j = 0; j < simplex.length; j++) {
    const vertex = simplex[j];
    if (!vertex || vertex === best) continue;
    simplex[j] = evaluate(blend(best.x, vertex.x, CONTRACT));
  }
}

/** Σ|x − best| over the vertices; simplex[0] is the best vertex when this is called. */
function simplexSize(simplex: readonly Vertex[]): number {
  const best = simplex[0]?.x ?? [];
  let size = 0;
  for (const vertex of simplex) {
    vertex.x.forEach((v, i) => {
      size += Math.abs(v - (best[i] ?? v));
    });
  }
  return size;
}
