// Test helper: reads until a condition holds, for sandbox state that moves on its clock.
export async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
}
