// 'Customize your cleaning': the areas (the first is included), the Other area's text, the add-ons,
// where the bagged waste is left (unless it is taken away), and cleaning notes.
import {
  AREA_TEXT_MAX_LENGTH,
  AREAS_TO_CLEAN,
  OTHER_AREA_DEFAULT,
  TAKE_WASTE_AWAY_ADD_ON,
} from '../../../domain/enums';
import { Checkbox, CheckboxGroup } from '../../../ui/choice';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useQuoteSelector, useQuoteSend } from '../quote-context';
import { messageProps } from '../quote-field-errors';
import type { FieldMessages } from '../quote-field-errors';
import { AddOnsFieldset } from './add-ons-fieldset';
import { Section } from './form-section';

export function CustomizeSection({ errorOf, touch }: FieldMessages) {
  const areas = useQuoteSelector((s) => s.context.areas);
  const otherAreaText = useQuoteSelector((s) => s.context.otherAreaText);
  const takesWasteAway = useQuoteSelector((s) => s.context.addOns.some((a) => a.name === TAKE_WASTE_AWAY_ADD_ON));
  const disposalLocation = useQuoteSelector((s) => s.context.disposalLocation);
  const cleaningNotes = useQuoteSelector((s) => s.context.cleaningNotes);
  const send = useQuoteSend();
  return (
    <Section title="Customize your cleaning">
      <CheckboxGroup
        label="Areas to clean"
        variant="chips"
        description="The first area you choose is included; each additional area is added per visit."
        value={areas}
        onChange={(next) => {
          // One toggle per changed area keeps the machine's selection order (first = included).
          const changed = [...next.filter((a) => !areas.includes(a)), ...areas.filter((a) => !next.includes(a))];
          for (const area of changed) send({ type: 'quote.area.toggle', area });
        }}
      >
        {AREAS_TO_CLEAN.map((a) => (
          <Checkbox key={a} value={a}>
            {a}
            {areas[0] === a ? <span className="quote__tag"> (included)</span> : null}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {areas.includes(OTHER_AREA_DEFAULT) ? (
        <TextField
          label="Other area"
          description={`Describe the other area to continue (up to ${AREA_TEXT_MAX_LENGTH} characters).`}
          maxLength={AREA_TEXT_MAX_LENGTH}
          value={otherAreaText}
          onChange={(text) => send({ type: 'quote.area.other.change', text })}
          onBlur={() => touch('otherArea')}
          isRequired
          {...messageProps(errorOf('otherArea'))}
        />
      ) : null}

      <AddOnsFieldset />

      {takesWasteAway ? null : (
        <TextField
          label="Scooped waste disposal location"
          description="Where should we leave the bagged waste (e.g. your trash bin)?"
          value={disposalLocation}
          onChange={(text) => send({ type: 'quote.disposal.change', text })}
        />
      )}

      <TextAreaField
        label="Cleaning notes"
        rows={3}
        value={cleaningNotes}
        onChange={(text) => send({ type: 'quote.notes.change', text })}
      />
    </Section>
  );
}
