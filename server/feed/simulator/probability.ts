/**
 * Small closed-form probability helpers behind the prices. Approximations are deliberate: prices
 * only have to move the right way and look plausible, and they are recomputed often.
 */

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, |error| < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** P(X > threshold) for X ~ Normal(mean, sd), with sd floored so a settled state stays finite. */
export function probabilityAbove(threshold: number, mean: number, sd: number): number {
  return 1 - normalCdf((threshold - mean) / Math.max(sd, 0.25));
}

export type ThreeWay = { readonly home: number; readonly draw: number; readonly away: number };

/** P(at least k successes in n trials of probability p), exact. */
export function binomialAtLeast(n: number, k: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  let pmf = (1 - p) ** n;
  let below = 0;
  const ratio = p / (1 - p);
  for (let i = 0; i < k; i++) {
    below += pmf;
    pmf *= ((n - i) / (i + 1)) * ratio;
  }
  return Math.min(1, Math.max(0, 1 - below));
}

/** P(home scores `a` more points before away scores `b` more), each point won by home with p. */
export function raceWin(a: number, b: number, p: number): number {
  if (a <= 0) return 1;
  if (b <= 0) return 0;
  return binomialAtLeast(a + b - 1, a, p);
}

export type SetsFinal = { readonly home: number; readonly away: number; readonly p: number };

/**
 * Distribution of the final set score from the current one. The set in progress is won by home
 * with `current`, every later set with `future`.
 */
export function setsDistribution(setsHome: number, setsAway: number, setsToWin: number, current: number, future: number): readonly SetsFinal[] {
  const finals: SetsFinal[] = [];
  const walk = (h: number, a: number, p: number, first: boolean): void => {
    if (p < 1e-12) return;
    if (h >= setsToWin || a >= setsToWin) {
      finals.push({ home: h, away: a, p });
      return;
    }
    const q = first ? current : future;
    walk(h + 1, a, p * q, false);
    walk(h, a + 1, p * (1 - q), false);
  };
  walk(setsHome, setsAway, 1, true);
  return finals;
}

function poissonPmf(mean: number): number[] {
  const kmax = Math.ceil(mean + 10 * Math.sqrt(mean) + 10);
  const pmf: number[] = [Math.exp(-mean)];
  for (let k = 1; k <= kmax; k++) pmf.push(((pmf[k - 1] ?? 0) * mean) / k);
  return pmf;
}

/** Final margin and total of a score still to grow by one-point Poisson scoring on each side. */
export type ScoreDistribution = {
  /** P(final home − away > threshold). */
  marginAbove(threshold: number): number;
  /** P(final home + away > threshold). */
  totalAbove(threshold: number): number;
};

/**
 * Exact distribution for low-scoring sports (goals), where a normal approximation misprices
 * the few goals left late in a match.
 */
export function poissonScore(home: number, away: number, meanHome: number, meanAway: number): ScoreDistribution {
  const ph = poissonPmf(meanHome);
  const pa = poissonPmf(meanAway);
  // margin[d + pa.length - 1] = P(further home goals − further away goals = d)
  const margin = new Array<number>(ph.length + pa.length - 1).fill(0);
  for (let i = 0; i < ph.length; i++) for (let j = 0; j < pa.length; j++) margin[i - j + pa.length - 1] = (margin[i - j + pa.length - 1] ?? 0) + (ph[i] ?? 0) * (pa[j] ?? 0);
  const total = poissonPmf(meanHome + meanAway);
  const offset = pa.length - 1;
  return {
    marginAbove: (threshold) => {
      let p = 0;
      for (let k = 0; k < margin.length; k++) if (home - away + k - offset > threshold) p += margin[k] ?? 0;
      return p;
    },
    totalAbove: (threshold) => {
      let p = 0;
      for (let k = 0; k < total.length; k++) if (home + away + k > threshold) p += total[k] ?? 0;
      return p;
    },
  };
}

/** The same questions answered with a normal approximation (high-scoring sports). */
export function normalScore(home: number, away: number, meanHome: number, meanAway: number, variance: number): ScoreDistribution {
  const sd = Math.sqrt(variance);
  const marginMean = home - away + meanHome - meanAway;
  const totalMean = home + away + meanHome + meanAway;
  return {
    marginAbove: (threshold) => probabilityAbove(threshold, marginMean, sd),
    totalAbove: (threshold) => probabilityAbove(threshold, totalMean, sd),
  };
}
