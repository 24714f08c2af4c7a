// The GET A QUOTE form (spec 1 §2 'Quote form', §4, §5): frequency, property type (large-lot
// modal), dogs, last cleaned, and 'Customize your cleaning', one section each in sections/. Every
// control sends a machine event; what is shown comes from the snapshot. Field messages of spec 1 §5
// come from the step schema (quote-field-errors.ts). Each is shown once the user had a chance to answer: after
// the field was left (blur) or its choice cleared (large-lot Cancel, 'Start over'), or for every field
// when Continue was tried; never the moment a choice opens a new question (4+, Just Once).
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { useQuoteSelector, useQuoteSend } from './quote-context';
import { ALL_FIELDS, quoteFieldErrors } from './quote-field-errors';
import type { Field } from './quote-field-errors';
import { CustomizeSection } from './sections/customize-section';
import { DogsSection } from './sections/dogs-section';
import { FrequencySection } from './sections/frequency-section';
import { LastCleanedSection } from './sections/last-cleaned-section';
import { PropertyTypeSection } from './sections/property-type-section';

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

  return (
    <div className="quote__form" ref={formRef}>
      <FrequencySection errorOf={errorOf} touch={touch} />
      <PropertyTypeSection errorOf={errorOf} touch={touch} />
      <DogsSection errorOf={errorOf} touch={touch} extraText={extraText} setExtraText={setExtraText} />
      <LastCleanedSection errorOf={errorOf} touch={touch} />
      <CustomizeSection errorOf={errorOf} touch={touch} />

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
