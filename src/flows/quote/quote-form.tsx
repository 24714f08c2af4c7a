// The GET A QUOTE form (spec 1 §2 'Quote form', §4, §5): frequency, property type (large-lot
// modal), dogs, last cleaned, and 'Customize your cleaning'. Every control sends a machine event;
// what is shown comes from the snapshot. Field messages of spec 1 §5 come from the step schema
// (quoteSelectionErrors). Each is shown once the user had a chance to answer: after
// the field was left (blur) or its choice cleared (large-lot Cancel, 'Start over'), or for every field
// when Continue was tried; never the moment a choice opens a new question (4+, Just Once).
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  AREA_TEXT_MAX_LENGTH,
  AREAS_TO_CLEAN,
  FREQUENCIES,
  FREQUENCY_LABELS,
  LAST_CLEANED_LABELS,
  LAST_CLEANED_QUOTE_OPTIONS,
  OTHER_AREA_DEFAULT,
  PET_COUNT_OPTIONS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  TAKE_WASTE_AWAY_ADD_ON,
} from '../../domain/enums';
import type { Frequency, LastCleaned, PetCountOption, PropertyType } from '../../domain/enums';
import { formatAddOnPrice } from '../../domain/money';
import { Button } from '../../ui/button';
import { Checkbox, CheckboxGroup, Radio, RadioCard, RadioCardGroup, RadioGroup } from '../../ui/choice';
import { Modal } from '../../ui/modal';
import { Segment, SegmentedControl } from '../../ui/segmented';
import { NumberlessDigitsField } from '../../ui/digits-field';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { isOtherAreaFilled, quoteSelectionErrors } from '../../../machines/quote/quote.schema';
import { messages } from '../../domain/messages';
import type { QuoteSnapshot } from '../../../machines/quote/quote.selectors';
import { isLargeLotOpen } from '../../../machines/quote/quote.selectors';
import { useQuoteSelector, useQuoteSend } from './quote-actor';

type Field = 'frequency' | 'propertyType' | 'petCount' | 'extraPetCount' | 'lastCleaned' | 'otherArea';
const ALL_FIELDS: Field[] = ['frequency', 'propertyType', 'petCount', 'extraPetCount', 'lastCleaned', 'otherArea'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="quote__section">
      <h2 className="quote__section-title">{title}</h2>
      {children}
    </section>
  );
}

/** Field → message: the step schema's, with the exact dog number apart from the dog card and 'Other' without its text. */
function quoteFieldErrors(c: QuoteSnapshot['context']): Partial<Record<Field, string>> {
  const { petCount, ...rest } = quoteSelectionErrors(c);
  return {
    ...rest,
    ...(petCount ? (c.petCount === '4+' ? { extraPetCount: petCount } : { petCount }) : {}),
    ...(isOtherAreaFilled(c) ? {} : { otherArea: messages.otherAreaRequired }),
  };
}

export interface QuoteFormProps {
  /** Mobile: the form's own Continue, which opens the final summary. */
  footer?: ReactNode;
  /** How many times Continue was tried while the quote could not continue (0: never): every message shows, and focus goes to the first. */
  continueTries?: number;
}

export function QuoteForm({ footer, continueTries = 0 }: QuoteFormProps) {
  const c = useQuoteSelector((s) => s.context);
  const send = useQuoteSend();
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const touch = (...fields: Field[]) => setTouched((t) => new Set([...t, ...fields]));
  const errors = quoteFieldErrors(c);
  const errorOf = (f: Field) => (continueTries > 0 || touched.has(f) ? errors[f] : undefined);
  // The exact-number box keeps what is typed ('1' on the way to '12'); the machine keeps only > 3.
  const [extraText, setExtraText] = useState(c.extraPetCount === null ? '' : String(c.extraPetCount));

  // Continue tried: the first field with a message takes focus (and scrolls into view).
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (continueTries === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[data-invalid]');
    const control = first?.querySelector<HTMLElement>('input:not([disabled]), textarea') ?? null;
    control?.focus();
  }, [continueTries]);

  const frequencies = FREQUENCIES.filter((f) => f !== 'once' || c.onceOffered);
  const addOns = [...c.area.add_on]
    .filter((a) => a.is_active !== false)
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  const chosen = (uuid: string) => c.addOns.find((a) => a.uuid === uuid);
  const takesWasteAway = c.addOns.some((a) => a.name === TAKE_WASTE_AWAY_ADD_ON);
  const once = c.frequency === 'once';

  return (
    <div className="quote__form" ref={formRef}>
      <Section title="How often do you need your yard cleaned?">
        <RadioCardGroup
          label="Frequency"
          value={c.frequency}
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

      <Section title="What kind of property do you have?">
        <RadioCardGroup
          label="Property type"
          // A large lot awaiting the modal's answer is shown selected; Cancel clears it.
          value={c.propertyType}
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

      <Section title="How many dogs do you have?">
        <SegmentedControl
          label="Number of dogs"
          value={c.petCount}
          onChange={(v) => {
            touch('petCount');
            setExtraText('');
            send({ type: 'quote.pets.select', petCount: v as PetCountOption });
          }}
          isInvalid={errorOf('petCount') !== undefined}
          errorMessage={errorOf('petCount')}
        >
          {PET_COUNT_OPTIONS.map((p) => (
            <Segment key={p} value={p}>
              {p}
            </Segment>
          ))}
        </SegmentedControl>
        {c.petCount === '4+' ? (
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
              if (c.extraPetCount === null) setExtraText('');
              touch('extraPetCount');
            }}
            isInvalid={errorOf('extraPetCount') !== undefined}
            errorMessage={errorOf('extraPetCount')}
          />
        ) : null}
      </Section>

      <Section title="When was your yard last cleaned?">
        <RadioGroup
          label={once ? 'Last cleaned' : 'Last cleaned (optional)'}
          isRequired={once}
          value={c.lastCleaned}
          onChange={(v) => {
            touch('lastCleaned');
            send({ type: 'quote.lastCleaned.select', lastCleaned: v as LastCleaned });
          }}
          onBlur={() => touch('lastCleaned')}
          isInvalid={errorOf('lastCleaned') !== undefined}
          errorMessage={errorOf('lastCleaned')}
        >
          {LAST_CLEANED_QUOTE_OPTIONS.map((l) => (
            <Radio key={l} value={l}>
              {LAST_CLEANED_LABELS[l]}
            </Radio>
          ))}
        </RadioGroup>
      </Section>

      <Section title="Customize your cleaning">
        <CheckboxGroup
          label="Areas to clean"
          variant="chips"
          description="The first area you choose is included; each additional area is added per visit."
          value={c.areas}
          onChange={(next) => {
            // One toggle per changed area keeps the machine's selection order (first = included).
            const changed = [...next.filter((a) => !c.areas.includes(a)), ...c.areas.filter((a) => !next.includes(a))];
            for (const area of changed) send({ type: 'quote.area.toggle', area });
          }}
        >
          {AREAS_TO_CLEAN.map((a) => (
            <Checkbox key={a} value={a}>
              {a}
              {c.areas[0] === a ? <span className="quote__tag"> (included)</span> : null}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {c.areas.includes(OTHER_AREA_DEFAULT) ? (
          <TextField
            label="Other area"
            description={`Describe the other area to continue (up to ${AREA_TEXT_MAX_LENGTH} characters).`}
            maxLength={AREA_TEXT_MAX_LENGTH}
            value={c.otherAreaText}
            onChange={(text) => send({ type: 'quote.area.other.change', text })}
            onBlur={() => touch('otherArea')}
            isRequired
            isInvalid={errorOf('otherArea') !== undefined}
            errorMessage={errorOf('otherArea')}
          />
        ) : null}

        {addOns.length > 0 ? (
          <fieldset className="quote__addons">
            <legend className="field__label">Additional services</legend>
            {addOns.map((a) => {
              const selected = chosen(a.uuid);
              return (
                <div key={a.uuid} className="quote__addon">
                  <Checkbox
                    isSelected={selected !== undefined}
                    onChange={() =>
                      send({ type: 'quote.addOn.toggle', addOn: { uuid: a.uuid, name: a.name, is_recurring: !once } })
                    }
                  >
                    {a.name} <span className="quote__price">{formatAddOnPrice(a.cost_per_visit)}</span>
                  </Checkbox>
                  {selected && !once ? (
                    <RadioGroup
                      label={`How often: ${a.name}`}
                      className="quote__addon-when"
                      value={selected.is_recurring ? 'every' : 'first'}
                      onChange={(v) => {
                        // Off and on again with the new choice: one burst, so one price request.
                        send({ type: 'quote.addOn.toggle', addOn: selected });
                        send({ type: 'quote.addOn.toggle', addOn: { ...selected, is_recurring: v === 'every' } });
                      }}
                    >
                      <Radio value="every">Every visit</Radio>
                      <Radio value="first">First visit only</Radio>
                    </RadioGroup>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ) : null}

        {takesWasteAway ? null : (
          <TextField
            label="Scooped waste disposal location"
            description="Where should we leave the bagged waste (e.g. your trash bin)?"
            value={c.disposalLocation}
            onChange={(text) => send({ type: 'quote.disposal.change', text })}
          />
        )}

        <TextAreaField
          label="Cleaning notes"
          rows={3}
          value={c.cleaningNotes}
          onChange={(text) => send({ type: 'quote.notes.change', text })}
        />
      </Section>

      <div className="quote__form-actions">
        <Button
          variant="quiet"
          onPress={() => {
            setExtraText('');
            setTouched(new Set(ALL_FIELDS));
            send({ type: 'quote.clear' });
          }}
        >
          Start over
        </Button>
        {footer}
      </div>
    </div>
  );
}

/** 'Just a heads up!' (spec 1 §2, §4): Cancel (or Escape) clears the property type; Continue confirms it. */
export function LargeLotModal() {
  const isOpen = useQuoteSelector(isLargeLotOpen);
  const send = useQuoteSend();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) send({ type: 'quote.largeLot.cancel' });
      }}
      title="Just a heads up!"
      isDismissable={false}
    >
      <p>
        Pricing for detached lots of more than 0.5 acres may differ from this quote. If it does, we will let you know
        before your first service.
      </p>
      <div className="dialog__actions">
        <Button variant="secondary" onPress={() => send({ type: 'quote.largeLot.cancel' })}>
          Cancel
        </Button>
        <Button variant="primary" autoFocus onPress={() => send({ type: 'quote.largeLot.confirm' })}>
          Continue
        </Button>
      </div>
    </Modal>
  );
}
