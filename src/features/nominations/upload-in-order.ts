/**
 * Upload-at-submit forms (competitions): the files go up one step at a time, in
 * the spec's order, each with its own overlay text ("Uploading profile
 * image...", "Uploading presentation...", "Uploading project images..."). The
 * first failure stops the rest; the caller shows it and sends nothing.
 */

export interface UploadStep {
  /** The overlay text while this step runs. */
  overlay: string;
  run: () => Promise<void>;
}

/** Runs the steps in order, telling `onStep` each overlay text; rejects with the first failure. */
export async function uploadInOrder(steps: readonly UploadStep[], onStep: (overlay: string) => void): Promise<void> {
  for (const step of steps) {
    onStep(step.overlay);
    await step.run();
  }
}
