// 'Additional services': the area's active add-ons in their priority order, each with its price and,
// for a recurring quote, whether it is done every visit or the first visit only.
import { formatAddOnPrice } from '../../../domain/money';
import { Checkbox, Radio, RadioGroup } from '../../../ui/choice';
import { useQuoteSelector, useQuoteSend } from '../quote-context';

export function AddOnsFieldset() {
  const offered = useQuoteSelector((s) => s.context.area.add_on);
  const chosenAddOns = useQuoteSelector((s) => s.context.addOns);
  const once = useQuoteSelector((s) => s.context.frequency === 'once');
  const send = useQuoteSend();
  const addOns = [...offered]
    .filter((a) => a.is_active !== false)
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  const chosen = (uuid: string) => chosenAddOns.find((a) => a.uuid === uuid);
  if (addOns.length === 0) return null;
  return (
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
  );
}
