// 'What kind of property do you have?': the property cards (a large lot asks first: LargeLotModal).
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '../../../domain/enums';
import { useQuoteSelector, useQuoteSend } from '../quote-context';
import type { FieldMessages } from '../quote-field-errors';
import { CardChoiceSection } from './form-section';

export function PropertyTypeSection(props: FieldMessages) {
  // A large lot awaiting the modal's answer is shown selected; Cancel clears it.
  const propertyType = useQuoteSelector((s) => s.context.propertyType);
  const send = useQuoteSend();
  return (
    <CardChoiceSection
      {...props}
      title="What kind of property do you have?"
      label="Property type"
      field="propertyType"
      value={propertyType}
      options={PROPERTY_TYPES}
      labels={PROPERTY_TYPE_LABELS}
      onSelect={(propertyType) => send({ type: 'quote.propertyType.select', propertyType })}
    />
  );
}
