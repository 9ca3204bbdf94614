import type { RunError } from '@bus/domain';

/** A refusal the worker decided itself (an unknown model), carried to the reply as data. */
export class Refusal extends Error {
  readonly runError: RunError;

  constructor(runError: RunError) {
    super(runError.code);
    this.name = 'Refusal';
    this.runError = runError;
  }
}
