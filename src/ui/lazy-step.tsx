// Renders a later step once its chunk and its copy are in; meanwhile a short wait, and on failure a way to try again.
import type { Language } from '../i18n/index.js';
import type { StepProps } from './step-props.js';
import { type LazyStepName, loadStep, loadedStep } from './steps/index.js';
import { actions, button } from './styles/button.css.js';
import { body, muted } from './styles/text.css.js';
import { View } from './view.js';

type Props = StepProps & { step: LazyStepName };
/** The language whose load failed: another language chosen meanwhile loads afresh. */
type State = { failedFor: Language | null };

export class LazyStep extends View<Props, State> {
  override state: State = { failedFor: null };
  /** The load under way, by step and language; a stale one's answer is ignored. */
  #loading: string | null = null;

  /** Asked only when the step's view is not here: a view loaded since (by a retry, or a preload) shows. */
  #failed(): boolean {
    return this.state.failedFor === this.props.language;
  }

  /** After a draw, loads while there is neither a view nor a failure: at mount, on a new language, and after a retry. */
  protected override afterDraw(): void {
    const { step, language, t } = this.props;
    const key = `${step}/${language}`;
    if (loadedStep(step, language) || this.#failed() || this.#loading === key) return;
    this.#loading = key;
    const done = (failedFor: Language | null) => {
      if (this.#loading !== key) return;
      this.#loading = null;
      this.setState({ failedFor });
      // Only first-screen copy here: this shows before the rest of the copy is in.
      if (failedFor) this.context.announce(t('app.stepLoadFailed'), 'assertive');
    };
    loadStep(step, language).then(
      () => done(null),
      () => done(language),
    );
  }

  override componentWillUnmount(): void {
    super.componentWillUnmount();
    this.#loading = null;
  }

  protected draw() {
    const { step, ...props } = this.props;
    const { t, language } = props;
    const Step = loadedStep(step, language);
    if (Step) return <Step {...props} />;
    if (this.#failed()) {
      return (
        <div>
          <p class={body}>{t('app.stepLoadFailed')}</p>
          <div class={actions}>
            <button type="button" class={button.primary} onClick={() => this.setState({ failedFor: null })}>
              {t('app.tryAgain')}
            </button>
          </div>
        </div>
      );
    }
    return (
      <p class={muted} aria-busy="true">
        {t('app.stepLoading')}
      </p>
    );
  }
}
