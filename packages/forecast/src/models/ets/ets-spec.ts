/**
 * The ETS model family of Hyndman, Koehler, Ord & Snyder (2008), "Forecasting with exponential
 * smoothing", Table 2.1, restricted as R forecast::ets restricts its automatic search: additive or
 * multiplicative errors, no / additive / damped trend, no / additive / multiplicative season.
 */

export type ErrorType = 'A' | 'M';
export type TrendType = 'N' | 'A';
export type SeasonType = 'N' | 'A' | 'M';

export type EtsSpec = {
  readonly error: ErrorType;
  readonly trend: TrendType;
  readonly season: SeasonType;
  readonly damped: boolean;
};

/** Smoothing parameters in the error-correction form of forecast::ets (β and γ unscaled). */
export type Smoothing = {
  readonly alpha: number;
  readonly beta: number;
  readonly gamma: number;
  readonly phi: number;
};

/** "ETS(M,Ad,M)", the notation of Hyndman et al. (2008) §2.2. */
export function describeSpec(spec: EtsSpec): string {
  return `ETS(${spec.error},${spec.trend}${spec.damped ? 'd' : ''},${spec.season})`;
}

/**
 * Forbidden combinations (forecast::ets `restrict = TRUE`): additive errors with a multiplicative
 * season can have infinite forecast variance (Hyndman et al. 2008 §15.2); a damped trend needs a
 * trend.
 */
export function isAllowedSpec(spec: EtsSpec): boolean {
  if (spec.error === 'A' && spec.season === 'M') return false;
  return !(spec.trend === 'N' && spec.damped);
}

/** Choices left open by the user; `undefined` means "try every allowed option" (Z / auto). */
export type SpecRequest = {
  readonly error?: ErrorType;
  readonly trend?: TrendType;
  readonly season?: SeasonType;
  readonly damped?: boolean;
};

/** What the data permits: multiplicative parts need positive data, a season needs a usable m. */
export type DataLimits = { readonly positive: boolean; readonly seasonal: boolean };

/** The candidate models in forecast::ets's search order, after the restrictions. */
export function candidateSpecs(request: SpecRequest, limits: DataLimits): EtsSpec[] {
  const errors: ErrorType[] = request.error ? [request.error] : ['A', 'M'];
  const trends: TrendType[] = request.trend ? [request.trend] : ['N', 'A'];
  const seasons: SeasonType[] = !limits.seasonal
    ? ['N']
    : request.season
      ? [request.season]
      : ['N', 'A', 'M'];
  const dampings = request.damped === undefined ? [true, false] : [request.damped];
  const specs: EtsSpec[] = [];
  for (const error of errors) {
    for (const trend of trends) {
      for (const season of seasons) {
        for (const damped of dampings) {
          const spec = { error, trend, season, damped };
          if (!isAllowedSpec(spec)) continue;
          if (!limits.positive && (error === 'M' || season === 'M')) continue;
          specs.push(spec);
        }
      }
    }
  }
  return specs;
}
