// The fixture's style registry: it records each stylesheet the build hands over, in order.
export const registered: string[] = [];

export function addStyles(css: string): void {
  registered.push(css);
}
