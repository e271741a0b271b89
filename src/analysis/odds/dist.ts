// Small exact distributions of hit counts: binomials per column, convolved (COMB-3, COMB-5).
export type Dist = number[]; // dist[k] = P(k hits)

export const POINT0: Dist = [1];

/** P(k successes in n trials of probability q). */
export function binomial(n: number, q: number): Dist {
  if (n === 0 || q <= 0) return [1];
  const out = new Array<number>(n + 1).fill(0);
  if (q >= 1) {
    out[n] = 1;
    return out;
  }
  let p = (1 - q) ** n;
  const ratio = q / (1 - q);
  if (p < 1e-280) {
    // (1-q)^n underflows for large n (thousands of infantry): the product recurrence would give all zeros,
    // so walk it in logarithms instead; terms too small for a double are 0, as they should be.
    let logP = n * Math.log1p(-q);
    const logRatio = Math.log(ratio);
    for (let k = 0; k <= n; k++) {
      out[k] = Math.exp(logP);
      logP += Math.log((n - k) / (k + 1)) + logRatio;
    }
    return out;
  }
  for (let k = 0; k <= n; k++) {
    out[k] = p;
    p = (p * (n - k) * ratio) / (k + 1);
  }
  return out;
}

export function convolve(a: Dist, b: Dist): Dist {
  if (a.length === 1) return a[0] === 1 ? b : b.map((x) => x * a[0]!);
  if (b.length === 1) return b[0] === 1 ? a : a.map((x) => x * b[0]!);
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += ai * b[j]!;
  }
  return out;
}
