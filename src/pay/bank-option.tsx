// One bank in the payer page's list: its logo (or initials in its colour) and its name.
import { ConnectorLogo } from '../ui/connector-logo.js';
import * as css from '../ui/search-step.css.js';
import type { PayConnector } from './payer-schemas.js';

export const optionId = (listId: string, index: number): string => `${listId}-${index}`;

type OptionProps = { id: string; connector: PayConnector; active: boolean; onChoose: (connector: PayConnector) => void };

export function BankOption({ id, connector, active, onChoose }: OptionProps) {
  return (
    <div
      id={id}
      role="option"
      class={css.option}
      aria-selected={active}
      // Keeps focus in the search field, where the keyboard works the list.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onChoose(connector)}
    >
      <ConnectorLogo connector={connector} />
      <span class={css.optionText}>
        <span class={css.optionName}>{connector.name}</span>
      </span>
    </div>
  );
}
