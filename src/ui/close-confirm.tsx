// Asked when the user closes during a sync: the connection goes on at the institution whatever
// they choose. Waiting is the primary action; Escape answers it too.
import type { Translate } from '../i18n/index.js';
import { actions, button } from './styles/button.css.js';
import { body, heading, step } from './styles/text.css.js';
import { View } from './view.js';

type Props = { t: Translate; connector: string; onStay: () => void; onLeave: () => void };

export class CloseConfirm extends View<Props> {
  protected draw() {
    const { t, connector, onStay, onLeave } = this.props;
    return (
      <div class={step}>
        <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
          {t('closeConfirm.heading')}
        </h2>
        <p class={body}>{t('closeConfirm.body', { connector })}</p>
        <div class={actions}>
          <button type="button" class={button.primary} onClick={onStay}>
            {t('closeConfirm.stay')}
          </button>
          <button type="button" class={button.secondary} onClick={onLeave}>
            {t('header.close')}
          </button>
        </div>
      </div>
    );
  }
}
