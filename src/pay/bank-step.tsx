// Pick a bank: a combobox over the request's banks, the list operated from the field by keyboard, as the widget's search.
import * as css from '../ui/search-step.css.js';
import { body, heading, muted, step } from '../ui/styles/text.css.js';
import { View } from '../ui/view.js';
import type { Move } from './pay-flow.js';
import { BankOption, optionId } from './bank-option.js';
import { type PayStepProps, payStep } from './step-props.js';

const MOVES: Readonly<Record<string, Move>> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };
/** Long enough that a typist is not interrupted by every keystroke's count. */
const ANNOUNCE_DELAY_MS = 600;

const INPUT_ID = 'pay-bank';
const LIST_ID = 'pay-bank-list';

export class BankStep extends View<PayStepProps> {
  #input: HTMLInputElement | null = null;
  #list: HTMLDivElement | null = null;
  #announce: ReturnType<typeof setTimeout> | undefined;
  #announced = '';

  protected override focusTarget(): HTMLElement | null {
    return this.#input;
  }

  /** After a draw: how many banks the query finds, said once typing pauses. */
  protected override afterDraw(): void {
    const { flow, t } = this.props;
    // The option the keyboard moved to stays in the list's view.
    this.#list?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
    const query = flow.query.peek().trim();
    const count = flow.results.peek().length;
    const said = query ? (count ? t('bank.results', { count }) : t('bank.empty', { query })) : '';
    if (said === this.#announced) return;
    this.#announced = said;
    clearTimeout(this.#announce);
    if (said) this.#announce = setTimeout(() => this.context.announce(said), ANNOUNCE_DELAY_MS);
  }

  override componentWillUnmount(): void {
    super.componentWillUnmount();
    clearTimeout(this.#announce);
  }

  #onKeyDown = (e: KeyboardEvent): void => {
    const { flow } = this.props;
    const move = MOVES[e.key];
    if (move) {
      e.preventDefault();
      flow.moveActive(move);
      return;
    }
    const chosen = flow.results.peek()[flow.active.peek()];
    if (e.key === 'Enter' && chosen) {
      e.preventDefault();
      flow.chooseBank(chosen);
    }
  };

  protected draw() {
    const { flow, t } = this.props;
    const state = payStep(this.read(flow.state), 'bank');
    if (!state) return null;
    const query = this.read(flow.query);
    const results = this.read(flow.results);
    const active = this.read(flow.active);
    const none = state.request.connectors.length === 0;
    return (
      <div class={step}>
        <h2 class={heading}>{t('bank.heading')}</h2>
        {none ? (
          <p class={body}>{t('bank.none')}</p>
        ) : (
          <div class={css.field}>
            <label for={INPUT_ID} class={css.label}>
              {t('bank.label')}
            </label>
            <input
              ref={(input) => {
                this.#input = input;
              }}
              id={INPUT_ID}
              class={css.input}
              type="text"
              role="combobox"
              autocomplete="off"
              autocapitalize="off"
              spellcheck={false}
              enterKeyHint="search"
              aria-autocomplete="list"
              aria-expanded={results.length > 0}
              aria-controls={LIST_ID}
              aria-activedescendant={active >= 0 ? optionId(LIST_ID, active) : undefined}
              placeholder={t('bank.placeholder')}
              value={query}
              onInput={(e) => flow.setQuery(e.currentTarget.value)}
              onKeyDown={this.#onKeyDown}
            />
          </div>
        )}
        {!none && results.length === 0 ? <p class={muted}>{t('bank.empty', { query })}</p> : null}
        {results.length > 0 ? (
          <div
            ref={(list) => {
              this.#list = list;
            }}
            id={LIST_ID}
            role="listbox"
            aria-label={t('bank.heading')}
            class={css.listbox}
          >
            {results.map((connector, index) => (
              <BankOption
                key={connector.id}
                id={optionId(LIST_ID, index)}
                connector={connector}
                active={index === active}
                onChoose={(c) => flow.chooseBank(c)}
              />
            ))}
          </div>
        ) : null}
      </div>
    );
  }
}
