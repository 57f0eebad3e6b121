// The loading step: shown while the flow starts (connectors, or the item in update mode), as rows to come.
import type { StepProps } from './step-props.js';
import { SkeletonRows } from './skeleton-rows.js';
import { heading, step } from './styles/text.css.js';
import { View } from './view.js';

export class LoadingView extends View<StepProps> {
  #said = '';

  /** After a draw, the text is said: once, and again only in another language. */
  protected override afterDraw(): void {
    const text = this.props.t('app.stepLoading');
    if (text === this.#said) return;
    this.#said = text;
    this.context.announce(text);
  }

  protected draw() {
    const { t } = this.props;
    return (
      <div class={step} aria-busy="true">
        <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
          {t('loading.heading')}
        </h2>
        <SkeletonRows />
      </div>
    );
  }
}
