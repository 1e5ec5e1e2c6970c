/** Why the pool gave up on a task: its worker was lost, or the caller cancelled it. */

/**
 * The task's worker stopped, crashed, ran out of memory or was stopped for taking too long. `retryable`: the task
 * may be run again on a fresh worker; false when workers keep stopping whatever they are given.
 */
export class WorkerLostError extends Error {
  constructor(message: string, readonly retryable = true) {
    super(message);
    this.name = 'WorkerLostError';
  }
}

/** The task was cancelled (its AbortSignal fired) before it finished; what it would have made is not there. */
export class TaskCancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'TaskCancelledError';
  }
}
