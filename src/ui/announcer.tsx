// Screen-reader announcements: one polite region (progress) and one assertive region (errors), owned by the app.
import { createContext } from 'preact';
import { type Cell, cell } from '../flow/readable.js';
import { useContext } from 'preact/hooks';
import { visuallyHidden } from './styles/visually-hidden.css.js';
import { useValue } from './use-value.js';

export type Politeness = 'polite' | 'assertive';
export type Announce = (text: string, politeness?: Politeness) => void;

export type Announcer = { polite: Cell<string>; assertive: Cell<string>; announce: Announce };

export function createAnnouncer(): Announcer {
  const polite = cell('');
  const assertive = cell('');
  const announce: Announce = (text, politeness = 'polite') => {
    const region = politeness === 'assertive' ? assertive : polite;
    // The same words again would not change the region, and unchanged regions are not read out.
    region.value = region.value === text ? `${text}\u00a0` : text;
  };
  return { polite, assertive, announce };
}

const AnnounceContext = createContext<Announce>(() => undefined);

export const AnnounceProvider = AnnounceContext.Provider;

export const useAnnounce = (): Announce => useContext(AnnounceContext);

/** Rendered once, before any step, so the regions exist before their text changes. */
export function LiveRegions({ announcer }: { announcer: Announcer }) {
  const polite = useValue(announcer.polite);
  const assertive = useValue(announcer.assertive);
  return (
    <>
      <div class={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {polite}
      </div>
      <div class={visuallyHidden} role="alert" aria-live="assertive" aria-atomic="true">
        {assertive}
      </div>
    </>
  );
}
