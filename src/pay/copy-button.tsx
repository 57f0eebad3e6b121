// A Copy button for a code the payer pastes elsewhere (the end-to-end id, the Pix code): says "Copied" when done.
import { Component } from 'preact';
import { button } from '../ui/styles/button.css.js';
import type { Announce } from '../ui/view-context.js';
import type { PayTranslate } from './i18n/translator.js';

/** `label`: what the button says before the copy ("Copy transaction ID"). */
type Props = { text: string; label: string; t: PayTranslate; announce: Announce; primary?: boolean };

export class CopyButton extends Component<Props, { copied: boolean }> {
  override state = { copied: false };

  #copy = (): void => {
    const { text, t, announce } = this.props;
    // A browser without the clipboard (or refusing it) leaves the code selectable on the page.
    navigator.clipboard?.writeText(text).then(
      () => {
        this.setState({ copied: true });
        announce(t('copy.done'));
      },
      () => undefined,
    );
  };

  override render() {
    const { t, label, primary } = this.props;
    return (
      <button type="button" class={primary ? button.primary : button.secondary} onClick={this.#copy}>
        {this.state.copied ? t('copy.done') : label}
      </button>
    );
  }
}
