// The invoice part of the Edit Account Information modal (spec 3 §2.2 Invoice address section, §4
// Invoice address, §5): email invoices, the Print and Mail Invoice toggle and, while it is on, the
// invoice address — picked from the address search (then confirmed by the server on save) or entered
// manually (then address, city, state and zip code are required; for commercial customers that check
// runs only for manual entry). Without address search (no Google key) manual entry is the only mode.
import { invoiceAddressErrors, needsInvoiceAddressCheck } from '../../../../machines/account-edit/account-edit.schema';
import type { AccountForm } from '../../../../machines/account-edit/account-edit.schema';
import { emptyAddress } from '../../../../machines/shared/address.schema';
import type { AddressLookup } from '../../../adapters/address/address-lookup';
import { Checkbox, Switch } from '../../../ui/choice';
import { useAccountFormChange } from './account-edit-context';
import { AddressFields } from './address-fields';
import type { AddressErrors } from './address-fields';
import { AddressSearch, isAddressSearching } from '../../shared/address-search';
import { accountMessages } from '../../../domain/account-messages';

export interface InvoiceFieldsProps {
  form: AccountForm;
  commercial: boolean;
  lookup: AddressLookup | null;
  /** A save was tried: the missing parts show their messages. */
  showErrors: boolean;
  /** A refused save's messages by form path ('invoice_address.city', ...). */
  serverErrors: Record<string, string>;
  autoFocus: boolean;
}

const PARTS = ['address', 'city', 'state', 'zip_code'] as const;

export function InvoiceFields({ form, commercial, lookup, showErrors, serverErrors, autoFocus }: InvoiceFieldsProps) {
  const change = useAccountFormChange();
  const on = form.is_print_and_mail_invoices;
  const searching = isAddressSearching(lookup, form.invoice_address_manual);
  const ruleErrors: AddressErrors =
    showErrors && needsInvoiceAddressCheck(form, commercial) ? invoiceAddressErrors(form.invoice_address) : {};
  const errors: AddressErrors = {};
  for (const part of PARTS) {
    const message = serverErrors[`invoice_address.${part}`] ?? ruleErrors[part];
    if (message) errors[part] = message;
  }
  return (
    <fieldset className="info-form__group">
      <legend>Invoices</legend>
      <Checkbox isSelected={form.is_email_invoice} onChange={(is_email_invoice) => change({ is_email_invoice })}>
        Email my invoices
      </Checkbox>
      <Switch
        autoFocus={autoFocus}
        isSelected={on}
        onChange={(is_print_and_mail_invoices) => change({ is_print_and_mail_invoices })}
      >
        {accountMessages.printAndMailInvoice}
      </Switch>
      {on ? (
        <>
          <AddressSearch
            lookup={lookup}
            manual={form.invoice_address_manual}
            onManualChange={(invoice_address_manual) => change({ invoice_address_manual })}
            label="Search the invoice address"
            onPick={(picked) => change({ invoice_address: picked, invoice_address_manual: false })}
            className="info-search"
          />
          <AddressFields
            streetLabel="Invoice address"
            value={form.invoice_address ?? emptyAddress}
            readOnly={searching}
            errors={errors}
            autoCompleteSection="billing"
            onChange={(invoice_address) => change({ invoice_address, invoice_address_manual: true })}
          />
        </>
      ) : null}
    </fieldset>
  );
}
