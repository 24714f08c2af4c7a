// The quote's choices so far, listed at the top of the summary: frequency, property type, dogs.
import { FREQUENCY_LABELS, PROPERTY_TYPE_LABELS } from '../../../domain/enums';
import { dogCount } from '../../../../machines/quote/quote.schema';
import { useQuoteSelector } from '../quote-context';

export function Selections() {
  const c = useQuoteSelector((s) => s.context);
  // 4+ without its exact number says so; it never stands in for a number.
  const dogs = dogCount(c);
  return (
    <ul className="summary__selections">
      {c.frequency ? <li>{FREQUENCY_LABELS[c.frequency]}</li> : null}
      {c.propertyType ? <li>{PROPERTY_TYPE_LABELS[c.propertyType]}</li> : null}
      {dogs !== null ? (
        <li>
          {dogs} {dogs === 1 ? 'dog' : 'dogs'}
        </li>
      ) : c.petCount === '4+' ? (
        <li>4+ dogs</li>
      ) : null}
    </ul>
  );
}
