/** `load`, run when first asked and then shared; a failure is not kept, so the next call tries again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}
