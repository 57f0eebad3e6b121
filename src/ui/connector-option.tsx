// One institution in the search list: logo, name, and its health when it is not fully online.
import type { Connector } from '../api/schemas/index.js';
import type { Translate } from '../i18n/index.js';
import { ConnectorLogo } from './connector-logo.js';
import { connectorName } from './connector-name.js';
import * as css from './search-step.css.js';

export const isOffline = (c: Connector): boolean => c.health?.status === 'OFFLINE';

type Props = {
  id: string;
  connector: Connector;
  index: number;
  count: number;
  active: boolean;
  /** The user is typing: new logos wait for a pause. */
  deferLogos: boolean;
  t: Translate;
  onChoose: (connector: Connector) => void;
};

export function ConnectorOption({ id, connector, index, count, active, deferLogos, t, onChoose }: Props) {
  const offline = isOffline(connector);
  return (
    <div
      id={id}
      role="option"
      class={css.option}
      aria-selected={active}
      aria-disabled={offline ? true : undefined}
      aria-setsize={count}
      aria-posinset={index + 1}
      // Keeps focus in the search field, where the keyboard works the list.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onChoose(connector)}
    >
      <ConnectorLogo connector={connector} defer={deferLogos} />
      <span class={css.optionText}>
        <span class={css.optionName}>{connectorName(connector)}</span>
        {offline ? <span class={css.optionOffline}>{t('search.offline')}</span> : null}
        {connector.health?.status === 'UNSTABLE' ? <span class={css.optionWarning}>{t('search.unstable')}</span> : null}
      </span>
    </div>
  );
}
