/**
 * The part of jStat 1.9 (https://jstat.github.io/) the experiment statistics use; the package
 * ships no types. Names and argument orders follow jStat's documentation.
 */
declare module 'jstat' {
  export const jStat: {
    /** ln B(x, y), the natural log of the Beta function. */
    betaln(x: number, y: number): number
    /** Replaces the uniform [0, 1) source of every sampler (default Math.random). */
    setRandom(fn: () => number): void
    beta: {
      /** One draw from Beta(alpha, beta), using the uniform source of `setRandom`. */
      sample(alpha: number, beta: number): number
      /** The density of Beta(alpha, beta) at x. */
      pdf(x: number, alpha: number, beta: number): number
      /** P(X <= x) for X ~ Beta(alpha, beta). */
      cdf(x: number, alpha: number, beta: number): number
    }
    chisquare: {
      /** P(X <= x) for X chi-square distributed with `dof` degrees of freedom. */
      cdf(x: number, dof: number): number
    }
  }
}
