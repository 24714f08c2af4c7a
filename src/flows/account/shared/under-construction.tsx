import { messages } from '../../../domain/messages';
import { EmptyState } from '../../../ui/states';

/** Spec 3 §2: the placeholder of a tab whose screen has not landed yet. */
export function UnderConstruction() {
  return (
    <EmptyState title="Coming soon">
      <p>
        {messages.underConstruction} {messages.helpByPhone}
      </p>
    </EmptyState>
  );
}
