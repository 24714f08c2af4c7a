// 'When was your yard last cleaned?': optional, except for a one-time cleaning.
import { LAST_CLEANED_LABELS, LAST_CLEANED_QUOTE_OPTIONS } from '../../../domain/enums';
import type { LastCleaned } from '../../../domain/enums';
import { RadioChoices } from '../../../ui/choice';
import { useQuoteSelector, useQuoteSend } from '../quote-context';
import { messageProps } from '../quote-field-errors';
import type { FieldMessages } from '../quote-field-errors';
import { Section } from './form-section';

export function LastCleanedSection({ errorOf, touch }: FieldMessages) {
  const lastCleaned = useQuoteSelector((s) => s.context.lastCleaned);
  const once = useQuoteSelector((s) => s.context.frequency === 'once');
  const send = useQuoteSend();
  return (
    <Section title="When was your yard last cleaned?">
      <RadioChoices
        label={once ? 'Last cleaned' : 'Last cleaned (optional)'}
        isRequired={once}
        value={lastCleaned}
        onChange={(v) => {
          touch('lastCleaned');
          send({ type: 'quote.lastCleaned.select', lastCleaned: v as LastCleaned });
        }}
        onBlur={() => touch('lastCleaned')}
        {...messageProps(errorOf('lastCleaned'))}
        options={LAST_CLEANED_QUOTE_OPTIONS}
        labels={LAST_CLEANED_LABELS}
      />
    </Section>
  );
}
