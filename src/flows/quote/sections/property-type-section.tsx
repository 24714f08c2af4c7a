// 'What kind of property do you have?': the property cards (a large lot asks first: LargeLotModal).
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '../../../domain/enums';
import type { PropertyType } from '../../../domain/enums';
import { RadioCard, RadioCardGroup } from '../../../ui/choice';
import { useQuoteSelector, useQuoteSend } from '../quote-context';
import type { FieldMessages } from '../quote-field-errors';
import { Section } from './form-section';

export function PropertyTypeSection({ errorOf, touch }: FieldMessages) {
  const propertyType = useQuoteSelector((s) => s.context.propertyType);
  const send = useQuoteSend();
  return (
    <Section title="What kind of property do you have?">
      <RadioCardGroup
        label="Property type"
        // A large lot awaiting the modal's answer is shown selected; Cancel clears it.
        value={propertyType}
        onChange={(v) => {
          touch('propertyType');
          send({ type: 'quote.propertyType.select', propertyType: v as PropertyType });
        }}
        isInvalid={errorOf('propertyType') !== undefined}
        errorMessage={errorOf('propertyType')}
      >
        {PROPERTY_TYPES.map((p) => (
          <RadioCard key={p} value={p} title={PROPERTY_TYPE_LABELS[p]} />
        ))}
      </RadioCardGroup>
    </Section>
  );
}
