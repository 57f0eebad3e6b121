// One institution in the search list: logo, name, how it connects and for whom, and its health when it is not fully online.
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
  const name = connectorName(connector);
  const unstable = connector.health?.status === 'UNSTABLE';
  // Its health first (the whole line in the warning's colour when it may be unstable), then how it
  // connects and for whom, which tell the four Itaú apart where the name does not already say it
  // (Open Finance: the regulated program's name, the same in every language).
  const note = [
    offline && t('search.offline'),
    unstable && t('search.unstable'),
    connector.isOpenFinance && 'Open Finance',
    connector.type === 'BUSINESS_BANK' && t('search.business'),
  ]
    .filter((said) => said && !name.includes(said))
    .join(' · ');
  return (
    <div
      id={id}
      role="option"
      class={css.option}
      aria-selected={active}
      aria-disabled={offline || undefined}
      aria-setsize={count}
      aria-posinset={index + 1}
      // Keeps focus in the search field, where the keyboard works the list.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onChoose(connector)}
    >
      <ConnectorLogo connector={connector} defer={deferLogos} />
      <span class={css.optionText}>
        <span class={css.optionName}>{name}</span>
        {note ? <span class={unstable ? css.optionWarning : css.optionNote}>{note}</span> : null}
      </span>
    </div>
  );
}
