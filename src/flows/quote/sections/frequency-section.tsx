// 'How often do you need your yard cleaned?': the frequency cards (Just Once only where offered).
import { FREQUENCIES, FREQUENCY_LABELS } from '../../../domain/enums';
import { useQuoteSelector, useQuoteSend } from '../quote-context';
import type { FieldMessages } from '../quote-field-errors';
import { CardChoiceSection } from './form-section';

export function FrequencySection(props: FieldMessages) {
  const frequency = useQuoteSelector((s) => s.context.frequency);
  const onceOffered = useQuoteSelector((s) => s.context.onceOffered);
  const send = useQuoteSend();
  return (
    <CardChoiceSection
      {...props}
      title="How often do you need your yard cleaned?"
      label="Frequency"
      field="frequency"
      value={frequency}
      options={FREQUENCIES.filter((f) => f !== 'once' || onceOffered)}
      labels={FREQUENCY_LABELS}
      onSelect={(f) => send({ type: 'quote.frequency.select', frequency: f })}
    />
  );
}
