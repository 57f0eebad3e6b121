// What the connecting screen says for an item's executionStatus.
import { PROGRESS_EXECUTION_STATUSES } from '../api/enums.js';
import type { Translate } from '../i18n/index.js';

type ProgressStatus = (typeof PROGRESS_EXECUTION_STATUSES)[number];
const KNOWN: ReadonlySet<string> = new Set(PROGRESS_EXECUTION_STATUSES);
const isProgressStatus = (status: string): status is ProgressStatus => KNOWN.has(status);

export function statusLabel(t: Translate, executionStatus: string | undefined): string {
  if (executionStatus === undefined) return t('executionStatus.CREATING');
  if (isProgressStatus(executionStatus)) return t(`executionStatus.${executionStatus}`);
  // A product step added to the interface after this widget still reads sensibly.
  return executionStatus.endsWith('_IN_PROGRESS') ? t('executionStatus.collecting') : t('executionStatus.default');
}
