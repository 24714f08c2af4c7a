// Step 2 'Services and products' (spec 2 §3): each one chosen becomes a proposal line item on submit.
import {
  INTERESTED_PRODUCTS,
  INTERESTED_PRODUCT_LABELS,
  INTERESTED_SERVICES,
  INTERESTED_SERVICE_LABELS,
} from '../../../domain/commercial-enums';
import { CheckboxChoices } from '../../../ui/choice';
import { useCommercialSelector, useStep2Change } from '../commercial-context';
import { FormSection } from '../../../ui/form-section';

// The two lists side by side: the step 2 field each fills, its label and its options.
const INTERESTS = [
  {
    field: 'interested_services',
    label: 'Services you are interested in',
    options: INTERESTED_SERVICES,
    labels: INTERESTED_SERVICE_LABELS,
  },
  {
    field: 'interested_products',
    label: 'Products you are interested in',
    options: INTERESTED_PRODUCTS,
    labels: INTERESTED_PRODUCT_LABELS,
  },
] as const;

export function InterestsSection({ isDisabled }: { isDisabled: boolean }) {
  const step2 = useCommercialSelector((s) => s.context.step2);
  const change = useStep2Change();
  return (
    <FormSection title="Services and products">
      <div className="commercial__row">
        {INTERESTS.map(({ field, label, options, labels }) => (
          <CheckboxChoices<string>
            key={field}
            label={label}
            name={field}
            options={options}
            labels={labels}
            value={step2[field]}
            isDisabled={isDisabled}
            onChange={(chosen) => change({ [field]: chosen })}
          />
        ))}
      </div>
    </FormSection>
  );
}
