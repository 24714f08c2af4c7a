// What the public acquisition flow keeps between its screens (spec 1 §3–§4, spec 2 §3–§4), in one
// typed place. Session-scoped (sessionStorage) as the spec says the area is "kept for the session";
// cleared with the rest of storage on sign-out, idle logout and 401/403 (session-store.clear()).
// Every screen of the flow reads and writes only through this module, so the keys cannot drift.
// Invariant: a reader never throws — unreadable or malformed values read as null.
import { readJson, removeKeys, tryWriteJson, writeJson } from './session-storage';
import type { Area, PriceRange } from '../../../machines/shared/types';
import type { SavedOrder } from '../../../machines/dog-info/dog-info.machine';

export const ACQUISITION_KEYS = {
  area: 'acq.area',
  channel: 'acq.channel',
  scorpionId: 'acq.scorpion_id',
  lead: 'acq.lead',
  commercial: 'acq.commercial',
  priceRange: 'acq.price_range',
  order: 'acq.order',
  allowRegistration: 'acq.allow_registration',
  accountEntry: 'acq.account_entry',
} as const;

/** Flags the account page reads to pick its first tab (spec 3 §2); 'Add New Service' stores them. */
export interface AccountEntry {
  is_edit: boolean;
  property_type: 'residential' | 'commercial';
}

/** The lead created or found on the email screen. */
export interface StoredLead {
  leadId: string | null;
  email: string;
  /** Stored property type: the email screen redirects on it (residential → /subscription, commercial → /commercial). */
  propertyType: 'residential' | 'commercial';
  howHeard?: string | null;
}

export interface StoredCommercial {
  commercialQuoteUuid: string | null;
  proposalUuid: string | null;
}

/** What the 'Your Service Confirmed!' sidebar shows (spec 1 §2), written by checkout on success. */
export interface ServiceConfirmation {
  card_last_four: string | null;
  billing_address: string;
  frequency_label: string;
  areas: string[];
  property_type_label: string;
  pet_count: number;
  add_ons: { name: string; price: string }[];
  price_per_visit: string;
  one_time_charges: { label: string; amount: string }[];
  /** The time since the last clean, e.g. '2 to 6 weeks' (older stores: 'Since last clean: 2 to 6 weeks'). */
  since_last_clean_label: string | null;
  total_first_visit: string;
  coupon: { code: string; savings: string } | null;
  prepay_total: string | null;
}

/** The order placed at checkout, read by the dog page and registration. */
export interface StoredOrder extends SavedOrder {
  confirmation?: ServiceConfirmation | null;
  /** Token of the order's user (visitors get an account with the order): registration sets its password with it. */
  user_key?: string | null;
  first_name?: string | null;
  /** The how-heard answers sent with the order: the dog page starts from them. */
  hear_about_us?: string[];
}

const read = readJson;
const write = writeJson;

export const acquisitionStore = {
  area: () => read<Area>(ACQUISITION_KEYS.area),
  setArea: (area: Area | null) => write(ACQUISITION_KEYS.area, area),
  channel: () => read<number>(ACQUISITION_KEYS.channel),
  setChannel: (channel: number | null) => write(ACQUISITION_KEYS.channel, channel),
  scorpionId: () => read<string>(ACQUISITION_KEYS.scorpionId),
  setScorpionId: (id: string | null) => write(ACQUISITION_KEYS.scorpionId, id),
  lead: () => read<StoredLead>(ACQUISITION_KEYS.lead),
  setLead: (lead: StoredLead | null) => write(ACQUISITION_KEYS.lead, lead),
  commercial: () => read<StoredCommercial>(ACQUISITION_KEYS.commercial),
  setCommercial: (c: StoredCommercial | null) => write(ACQUISITION_KEYS.commercial, c),
  priceRange: () => read<PriceRange>(ACQUISITION_KEYS.priceRange),
  setPriceRange: (range: PriceRange | null) => write(ACQUISITION_KEYS.priceRange, range),
  order: () => read<StoredOrder>(ACQUISITION_KEYS.order),
  setOrder: (order: StoredOrder | null) => write(ACQUISITION_KEYS.order, order),
  allowRegistration: () => read<boolean>(ACQUISITION_KEYS.allowRegistration) === true,
  setAllowRegistration: (allowed: boolean) => write(ACQUISITION_KEYS.allowRegistration, allowed ? true : null),
  accountEntry: () => read<AccountEntry>(ACQUISITION_KEYS.accountEntry),
  setAccountEntry: (entry: AccountEntry | null) => write(ACQUISITION_KEYS.accountEntry, entry),
  /** Progress that survives a reload (design §3.6): a machine's persisted snapshot per flow. */
  snapshot: <T = unknown>(flow: string) => read<T>(`flow.${flow}`),
  setSnapshot: (flow: string, snapshot: unknown) => write(`flow.${flow}`, snapshot),
  /**
   * setSnapshot that says whether the value was kept: false when storage is full (QuotaExceededError) or
   * unavailable, and then nothing is left under the key. For large entries (the enquiry's PDF maps) the
   * flow must know, to ask for them again after a reload.
   */
  trySetSnapshot(flow: string, value: unknown): boolean {
    return tryWriteJson(`flow.${flow}`, value);
  },
  /** Everything of the acquisition flow (not the login session). */
  clear(): void {
    removeKeys((key) => key.startsWith('acq.') || key.startsWith('flow.'));
  },
};
