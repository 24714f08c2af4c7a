/** Email and service-type screen ('Hooray!'), spec doc 1 §2, §5: schema with the spec's messages. */
import * as v from 'valibot';
import { HOW_HEARD_OPTIONS, messages, SERVICE_TYPES } from '../shared/domain';

export type ServiceType = (typeof SERVICE_TYPES)[number];

export interface ServiceTypeForm {
  email: string;
  howHeard: string | null;
  serviceType: ServiceType | null;
}

export const serviceTypeSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(messages.enterEmailAddress), v.email(messages.invalidEmailAddress)),
  howHeard: v.picklist(HOW_HEARD_OPTIONS, messages.selectOption),
  serviceType: v.picklist(SERVICE_TYPES, messages.serviceTypeRequired),
});

/** Field → first message (empty when valid). */
export function serviceTypeErrors(form: ServiceTypeForm): Partial<Record<keyof ServiceTypeForm, string>> {
  const result = v.safeParse(serviceTypeSchema, form);
  if (result.success) return {};
  const nested = v.flatten<typeof serviceTypeSchema>(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).flatMap(([k, list]) => (list && list[0] ? [[k, list[0]]] : [])));
}
