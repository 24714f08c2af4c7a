// 'How many dogs do you have?': 1, 2, 3 or 4+, and with 4+ the exact number (more than 3).
import { PET_COUNT_OPTIONS } from '../../../domain/enums';
import type { PetCountOption } from '../../../domain/enums';
import { NumberlessDigitsField } from '../../../ui/digits-field';
import { Segment, SegmentedControl } from '../../../ui/segmented';
import { useQuoteSelector, useQuoteSend } from '../quote-context';
import { messageProps } from '../quote-field-errors';
import type { FieldMessages } from '../quote-field-errors';
import { Section } from './form-section';

export interface DogsSectionProps extends FieldMessages {
  /** The exact-number box as typed; kept by the form, which empties it on 'Start over'. */
  extraText: string;
  setExtraText: (text: string) => void;
}

export function DogsSection({ errorOf, touch, extraText, setExtraText }: DogsSectionProps) {
  const petCount = useQuoteSelector((s) => s.context.petCount);
  const extraPetCount = useQuoteSelector((s) => s.context.extraPetCount);
  const send = useQuoteSend();
  return (
    <Section title="How many dogs do you have?">
      <SegmentedControl
        label="Number of dogs"
        value={petCount}
        onChange={(v) => {
          touch('petCount');
          setExtraText('');
          send({ type: 'quote.pets.select', petCount: v as PetCountOption });
        }}
        {...messageProps(errorOf('petCount'))}
      >
        {PET_COUNT_OPTIONS.map((p) => (
          <Segment key={p} value={p}>
            {p}
          </Segment>
        ))}
      </SegmentedControl>
      {petCount === '4+' ? (
        <NumberlessDigitsField
          label="Exact number of dogs"
          description="More than 3"
          maxLength={2}
          value={extraText}
          onChange={(text) => {
            setExtraText(text);
            send({ type: 'quote.pets.extra.change', count: text === '' ? null : Number(text) });
          }}
          // Leaving the box commits it: a number of 3 or less is cleared (spec 1 §5).
          onBlur={() => {
            if (extraPetCount === null) setExtraText('');
            touch('extraPetCount');
          }}
          {...messageProps(errorOf('extraPetCount'))}
        />
      ) : null}
    </Section>
  );
}
