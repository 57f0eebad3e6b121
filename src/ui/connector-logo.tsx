// A connector's logo, lazy-loaded, falling back to its initials in its brand color.
import { useState } from 'preact/hooks';
import type { Connector } from '../api/schemas/index.js';
import * as css from './connector-logo.css.js';
import { initials, parseHexColor, readableTextOn } from './connector-initials.js';
import { safeImageUrl } from './safe-url.js';

export function ConnectorLogo({ connector }: { connector: Connector }) {
  const [failed, setFailed] = useState(false);
  const src = safeImageUrl(connector.imageUrl);

  if (src && !failed) {
    // The name sits beside the logo, so the image itself is decorative.
    return <img class={css.image} src={src} alt="" loading="lazy" decoding="async" width={40} height={40} onError={() => setFailed(true)} />;
  }
  const color = parseHexColor(connector.primaryColor);
  return (
    <span
      class={css.initials}
      aria-hidden="true"
      data-testid="connector-initials"
      style={color ? { background: color, color: readableTextOn(color) } : undefined}
    >
      {initials(connector.name)}
    </span>
  );
}
