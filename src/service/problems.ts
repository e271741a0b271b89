// An input problem: a 400's JSON path and message (RFC 9457 `errors`), shared by every input check.
export interface InputProblem {
  path: string;
  message: string;
}
