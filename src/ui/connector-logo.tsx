// A connector's logo, decoded off the main thread in a box of fixed size, falling back to its initials in its brand color.
import { Component } from 'preact';
import type { Connector } from '../api/schemas/index.js';
import * as css from './connector-logo.css.js';
import { parseHexColor, readableTextOn } from '../theme/hex-color.js';
import { initials } from './connector-initials.js';
import { safeImageUrl } from './safe-url.js';

/** Logos this page has shown: they come from the cache, so they show even while the user types. */
const shown = new Set<string>();

/**
 * `defer`: the user is typing. A logo not shown before waits for a pause, with the initials in its
 * place: each new image costs its decode (an SVG a document of its own) on the keystroke's thread.
 */
type Props = { connector: Pick<Connector, 'name' | 'imageUrl' | 'primaryColor'>; defer?: boolean };
/** Kept by address: a logo given another connector tries that one's image afresh. */
type State = { failedSrc: string | null };

export class ConnectorLogo extends Component<Props, State> {
  override state: State = { failedSrc: null };

  override render() {
    const { connector, defer = false } = this.props;
    const src = safeImageUrl(connector.imageUrl);
    if (src && src !== this.state.failedSrc && (!defer || shown.has(src))) {
      // The name sits beside the logo, so the image itself is decorative. The list mounts only the
      // rows in view, so lazy loading would only hold back logos already on screen (inside a framed
      // shadow root its viewport test can defer the first ones); async decoding keeps the decode of
      // each new row's image off the keystroke's frame, and the size attributes keep rows still.
      return (
        <img
          class={css.image}
          src={src}
          alt=""
          width={css.LOGO_SIZE}
          height={css.LOGO_SIZE}
          decoding="async"
          loading="eager"
          onLoad={() => shown.add(src)}
          onError={() => this.setState({ failedSrc: src })}
        />
      );
    }
    const color = parseHexColor(connector.primaryColor);
    return (
      <span class={css.initials} aria-hidden="true" style={color ? { background: color, color: readableTextOn(color) } : undefined}>
        {initials(connector.name)}
      </span>
    );
  }
}
