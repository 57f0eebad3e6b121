// Which pre-compressed copy (br, gzip) a request's Accept-Encoding allows, best first, and which files have copies worth sending.

/** The codings the build writes copies in, in the order the server prefers them: br is smaller for text. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];

/** The file suffix of a coding's copy, as the build's pre-compression writes them. */
export const CODING_SUFFIX: Readonly<Record<Coding, string>> = { br: '.br', gzip: '.gz' };

// Text, scripts, JSON and SVG shrink several times over; images and fonts are compressed already.
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))\b|image\/svg\+xml\b)/i;

export const isCompressibleType = (contentType: string): boolean => COMPRESSIBLE.test(contentType);

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The weight of each coding the header names (lower case, `x-gzip` read as gzip); entries that cannot be read are left out. */
function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [rawName = '', ...params] = entry.split(';').map((part) => part.trim());
    if (rawName === '') continue;
    const name = rawName.toLowerCase() === 'x-gzip' ? 'gzip' : rawName.toLowerCase();
    const q = params.find((param) => /^q\s*=/i.test(param));
    const value = q === undefined ? '1' : q.replace(/^q\s*=\s*/i, '');
    // A weight that cannot be read may have meant 0: the coding is not used.
    if (!QVALUE.test(value)) continue;
    if (!found.has(name)) found.set(name, Number(value));
  }
  return found;
}

/**
 * The codings the Accept-Encoding header allows, the client's highest weight first and the server's
 * preference between equals. No header, or an empty one, allows none: the file goes as it is.
 */
export function acceptedCodings(header: string | null): Coding[] {
  if (!header) return [];
  const weight = weights(header);
  const rest = weight.get('*') ?? 0;
  return CODINGS.map((coding) => ({ coding, q: weight.get(coding) ?? rest }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ coding }) => coding);
}
