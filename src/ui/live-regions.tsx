// Screen-reader announcements: one polite region (progress) and one assertive region (errors), owned by the app.
import { type Cell, cell } from '../state/cell.js';
import type { Announce } from './view-context.js';
import { View } from './view.js';
import { visuallyHidden } from './styles/visually-hidden.css.js';

export type Announcer = { polite: Cell<string>; assertive: Cell<string>; announce: Announce };

export function createAnnouncer(): Announcer {
  const polite = cell('');
  const assertive = cell('');
  const announce: Announce = (text, politeness = 'polite') => {
    const region = politeness === 'assertive' ? assertive : polite;
    // An error outdates the progress said before it: a reader browsing the page would still find "Loading…".
    if (region === assertive) polite.value = '';
    // The same words again would not change the region, and unchanged regions are not read out.
    region.value = region.value === text ? `${text}\u00a0` : text;
  };
  return { polite, assertive, announce };
}

/** Rendered once, before any step, so the regions exist before their text changes. */
export class LiveRegions extends View<{ announcer: Announcer }> {
  protected draw() {
    const { announcer } = this.props;
    return (
      <>
        <div class={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
          {this.read(announcer.polite)}
        </div>
        <div class={visuallyHidden} role="alert" aria-live="assertive" aria-atomic="true">
          {this.read(announcer.assertive)}
        </div>
      </>
    );
  }
}
