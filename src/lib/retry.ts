export interface RetryOptions {
  /** Total attempts, the first included. */
  attempts: number;
  /** Wait before retry n (1-based), in ms. */
  delay: (retry: number) => number;
  /** Whether a failure is worth another attempt. */
  shouldRetry: (error: unknown) => boolean;
  onRetry?: (error: unknown, retry: number) => void;
}

/** Runs `task` until it succeeds, a failure is not retryable, or the attempts run out. */
export async function retry<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= options.attempts || !options.shouldRetry(error)) throw error;
      options.onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, options.delay(attempt)));
    }
  }
}
