// The dog page's actors bound to the API client (spec 2 §7: PATCH /service-order/{id}/ or
// /service-order-enquiry/{id}/; spec 1 §7: GET accounts/check-email, any failure counts as 'exists'
// — the machine's onError does that, so a failed check rejects here).
import { fromPromise } from 'xstate';
import type { CalendarDate } from '@internationalized/date';
import type { ApiClient } from '../../api-context';
import type { components } from '../../api/schema.gen';
import { toastLines } from '../../api/errors';
import { birthdayToWire } from '../../domain/dates';
import type { EmailExistsResult, UpdateResult, dogInfoPayload } from '../../../machines/dog-info/dog-info.machine';
import { checkEmail } from '../shared/check-email';
import { notifyErrors } from '../shared/notify-errors';

type Body = ReturnType<typeof dogInfoPayload>;
type DogSafetyUpdate = components['schemas']['DogSafetyUpdateRequest'];
type HearAboutUs = components['schemas']['HearAboutUs'];

export interface DogInfoNavigation {
  home: () => void;
  account: () => void;
  login: (email: string) => void;
  /** Sets the allowRegistration flag, then /registration. */
  registration: () => void;
}

const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * The machine's payload in the wire shape: birthdays as YYYY-MM-DD (or null), blank texts as null, and the
 * property's three flags on the order and on each dog.
 */
export function toWire(body: Body, today: CalendarDate): DogSafetyUpdate {
  return {
    is_dogs_outside: body.is_dogs_outside,
    has_doggy_door: body.has_doggy_door,
    can_clean_if_dogs_out: body.can_clean_if_dogs_out,
    outreach: body.outreach,
    ...(body.hear_about_us ? { hear_about_us: body.hear_about_us as HearAboutUs[] } : {}),
    pets: body.pets.map((p) => ({
      name: p.name.trim(),
      breed: blankToNull(p.breed),
      birthday: p.birthday.trim() === '' ? null : birthdayToWire(p.birthday, today),
      is_friendly: p.is_friendly,
      can_treat: p.can_treat,
      additional_info: blankToNull(p.additional_info),
      photo: p.photo,
      // The property's answers hold for each of its dogs: spec 2 §5 sends the doggy door and the cleaning
      // with dogs out on every pet, and the account's dog card shows all five flags (spec 3 §3 Dog).
      has_doggy_door: body.has_doggy_door,
      can_clean_if_in_yard: body.can_clean_if_dogs_out,
      is_dogs_outside: body.is_dogs_outside,
    })),
  };
}

export function createDogInfoImplementations(api: ApiClient, nav: DogInfoNavigation, today: CalendarDate) {
  return {
    actors: {
      updateOrder: fromPromise<UpdateResult, { id: string; isEnquiry: boolean; body: Body }>(
        async ({ input, signal }) => {
          const body = toWire(input.body, today);
          const params = { path: { id: input.id } };
          const { data, error, response } = input.isEnquiry
            ? await api.PATCH('/service-order-enquiry/{id}/', { params, body, signal })
            : await api.PATCH('/service-order/{id}/', { params, body, signal });
          if (data) return { kind: 'updated' };
          if (response.status === 400 || response.status === 404) {
            const detail = (error as { detail?: unknown } | undefined)?.detail;
            return { kind: 'invalid', errors: typeof detail === 'string' ? [detail] : toastLines(error) };
          }
          throw new Error(`order update failed with ${response.status}`);
        },
      ),
      checkEmailExists: fromPromise<EmailExistsResult, { email: string }>(async ({ input, signal }) => {
        const answer = await checkEmail(api, input.email, signal);
        // The email was checked when the quote was made: a refusal now is a failure like any other.
        if (answer === 'refused') throw new Error('email check refused');
        return { exists: answer === 'taken' };
      }),
    },
    actions: {
      notifyErrors,
      navigateHome: () => nav.home(),
      navigateAccount: () => nav.account(),
      navigateLogin: (_: unknown, email: string) => nav.login(email),
      navigateRegistration: () => nav.registration(),
    },
  };
}
