// The one provider of the machines' `notifyErrors` effect (spec 1 §8): each line its own error toast.
// Lines come ready (`errors`) or are read from the raw failure with toastLines (`error`), so an API
// error body shows its field messages and anything else 'Something went wrong'.
import type { NotifyErrorsParams } from '../../../machines/shared/types';
import { toastLines } from '../../api/errors';
import { toast } from '../../ui/toast-queue';

/** The lines a `notifyErrors` call shows, in order. */
export function notifyLines(params: NotifyErrorsParams): string[] {
  return 'errors' in params ? params.errors : toastLines(params.error);
}

/** The `notifyErrors` action implementation every flow's actors module provides. */
export function notifyErrors(_: unknown, params: NotifyErrorsParams): void {
  for (const line of notifyLines(params)) toast.error(line);
}
