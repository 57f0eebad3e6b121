// Renders one step view as the app would (announcer, live regions), in English unless told otherwise.
import { render } from '@testing-library/preact';
import type { ComponentType } from 'preact';
import { createTranslator, type Language } from '../../i18n/index.js';
import { en } from '../../i18n/en.js';
import { es } from '../../i18n/es.js';
import { pt } from '../../i18n/pt.js';
import { LiveRegions, createAnnouncer } from '../live-regions.js';
import { ViewContext } from '../view-context.js';
import type { Client } from '../header-bar.js';
import type { StepProps } from '../step-props.js';
import type { FakeFlow } from './fake-flow.js';

const CATALOGS = { en, pt, es };

export const translatorFor = (language: Language) => createTranslator(language, CATALOGS[language]);

export function renderStep(
  Step: ComponentType<StepProps>,
  fake: FakeFlow,
  options: { language?: Language; onClose?: () => void; inFrame?: boolean; client?: Client } = {},
) {
  const language = options.language ?? 'en';
  const announcer = createAnnouncer();
  return render(
    <ViewContext.Provider value={{ announce: announcer.announce, mayTakeFocus: () => true }}>
      <LiveRegions announcer={announcer} />
      <Step
        flow={fake.flow}
        t={translatorFor(language)}
        language={language}
        onClose={options.onClose}
        inFrame={options.inFrame}
        client={options.client}
      />
    </ViewContext.Provider>,
  );
}
