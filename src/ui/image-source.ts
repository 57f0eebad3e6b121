// The src of an image credential: its `data` is base64, with or without a `data:image/...` prefix.
const BASE64 = /^[A-Za-z0-9+/=\s]+$/;

export function imageSource(data: string | null | undefined): string | null {
  const value = data?.trim();
  if (!value) return null;
  if (/^data:image\/[a-z0-9.+-]+;base64,/i.test(value)) return value;
  // Bare base64: browsers sniff the real image type, so the declared one only has to be an image.
  if (BASE64.test(value)) return `data:image/png;base64,${value.replace(/\s/g, '')}`;
  return null;
}
