// Runs one task per value with a bounded number in flight, as a client with that many connections would.

export async function inPool<T, R>(values: readonly T[], inFlight: number, task: (value: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(values.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < values.length; i = next++) results[i] = await task(values[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, values.length) }, worker));
  return results;
}
