// Paints a session into the element's shadow root: the app in the session's theme and language.
import { render } from 'preact';
import type { Flow } from '../../flow/types.js';
import { THEME_CLASSES } from '../../theme/theme-class.js';
import type { Client, ElementParts } from '../element-parts.js';
import { root } from '../host.css.js';
import type { Looks } from './appearance.js';

export type SessionView = {
  parts: ElementParts;
  flow: Flow;
  looks: Looks;
  inFrame: boolean;
  onClose: () => void;
  onHide?: (() => void) | undefined;
  style?: Record<string, string>;
  quietStart?: boolean;
  client?: Client;
};

// Overrides are custom properties set through the CSSOM by Preact: allowed under a strict CSP.
export function paintSession(shadow: ShadowRoot, { parts, flow, looks, inFrame, onClose, onHide, style, quietStart, client }: SessionView): void {
  const { translation } = looks;
  render(
    <div class={`${root} ${THEME_CLASSES[looks.scheme]}`} style={style}>
      {translation && (
        <parts.App
          flow={flow}
          t={translation.t}
          language={translation.language}
          onClose={onClose}
          onHide={onHide}
          inFrame={inFrame}
          quietStart={quietStart === true}
          client={client}
        />
      )}
    </div>,
    shadow,
  );
}
