// 'How often do you need your yard cleaned?': the frequency cards (Just Once only where offered).
import { FREQUENCIES, FREQUENCY_LABELS } from '../../../domain/enums';
import type { Frequency } from '../../../domain/enums';
import { RadioCard, RadioCardGroup } from '../../../ui/choice';
import { useQuoteSelector, useQuoteSend } from '../quote-context';
import type { FieldMessages } from '../quote-field-errors';
import { Section } from './form-section';

export function FrequencySection({ errorOf, touch }: FieldMessages) {
  const frequency = useQuoteSelector((s) => s.context.frequency);
  const onceOffered = useQuoteSelector((s) => s.context.onceOffered);
  const send = useQuoteSend();
  const frequencies = FREQUENCIES.filter((f) => f !== 'once' || onceOffered);
  return (
    <Section title="How often do you need your yard cleaned?">
      <RadioCardGroup
        label="Frequency"
        value={frequency}
        onChange={(v) => {
          touch('frequency');
          send({ type: 'quote.frequency.select', frequency: v as Frequency });
        }}
        isInvalid={errorOf('frequency') !== undefined}
        errorMessage={errorOf('frequency')}
      >
        {frequencies.map((f) => (
          <RadioCard key={f} value={f} title={FREQUENCY_LABELS[f]} />
        ))}
      </RadioCardGroup>
    </Section>
  );
}
