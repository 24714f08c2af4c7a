// Step 2 'Services and products' (spec 2 §3): each one chosen becomes a proposal line item on submit.
import {
  INTERESTED_PRODUCTS,
  INTERESTED_PRODUCT_LABELS,
  INTERESTED_SERVICES,
  INTERESTED_SERVICE_LABELS,
} from '../../../domain/commercial-enums';
import { Checkbox, CheckboxGroup } from '../../../ui/choice';
import { useCommercialSelector, useStep2Change } from '../commercial-context';

export function InterestsSection({ isDisabled }: { isDisabled: boolean }) {
  const services = useCommercialSelector((s) => s.context.step2.interested_services);
  const products = useCommercialSelector((s) => s.context.step2.interested_products);
  const change = useStep2Change();
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">Services and products</legend>
      <div className="commercial__row">
        <CheckboxGroup
          label="Services you are interested in"
          name="interested_services"
          value={services}
          isDisabled={isDisabled}
          onChange={(interested_services) => change({ interested_services })}
        >
          {INTERESTED_SERVICES.map((s) => (
            <Checkbox key={s} value={s}>
              {INTERESTED_SERVICE_LABELS[s]}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <CheckboxGroup
          label="Products you are interested in"
          name="interested_products"
          value={products}
          isDisabled={isDisabled}
          onChange={(interested_products) => change({ interested_products })}
        >
          {INTERESTED_PRODUCTS.map((p) => (
            <Checkbox key={p} value={p}>
              {INTERESTED_PRODUCT_LABELS[p]}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </div>
    </fieldset>
  );
}
