// What a line that cannot become an action reports: where (column), what was expected, and the nearest names.
export interface OrderProblem {
  column: number;
  message: string;
  expected?: string[];
  candidates?: string[];
  /** the line names a power the caller may not act for (hosted games: 403) */
  forbidden?: boolean;
}

/** Thrown inside the resolver; the caller turns it into a 400 with the line number added. */
export class OrderError extends Error {
  constructor(readonly problem: OrderProblem) {
    super(problem.message);
    this.name = "OrderError";
  }
}
