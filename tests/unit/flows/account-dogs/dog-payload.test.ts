// The dog modal's wire shapes: POST pet/ and PATCH pet/{uuid}/ bodies (photo only when changed, blanks as
// null) and a refusal split into messages at the modal's fields and toast lines (spec 3 §8).
import { describe, expect, it } from 'vitest';
import { dogRefusal, petCreateBody, petUpdateBody } from '../../../../src/flows/account/dogs/dog-payload';

/** The yes/no answers, sent as they are. */
const flags = {
  is_friendly: true,
  can_clean_if_in_yard: false,
  can_treat: false,
  has_doggy_door: true,
  is_dogs_outside: true,
};
const values = {
  name: ' Rex ',
  breed: ' ',
  birthday: '2020-03-04',
  additional_info: 'Shy',
  ...flags,
  service_order_uuid: 'so1',
};

describe('dog payload', () => {
  it('add: name trimmed, blank texts as null, no photo key unless the photo changed', () => {
    expect(petCreateBody(values)).toEqual({
      name: 'Rex',
      service_order_uuid: 'so1',
      breed: null,
      birthday: '2020-03-04',
      additional_info: 'Shy',
      ...flags,
    });
    expect(petCreateBody({ ...values, photo: 'data:image/png;base64,AA' })).toMatchObject({
      photo: 'data:image/png;base64,AA',
    });
  });

  it('update: a removed photo is sent as null; no service chosen keeps the saved one', () => {
    const body = petUpdateBody({ ...values, service_order_uuid: '', birthday: null, photo: null });
    expect(body).toMatchObject({ name: 'Rex' });
    expect(body).not.toHaveProperty('service_order_uuid');
    expect(body).toMatchObject({ birthday: null, photo: null });
    expect(petUpdateBody(values)).not.toHaveProperty('photo');
    // Every flag is sent, so a flag turned off is stored as off.
    expect(petUpdateBody({ ...values, has_doggy_door: false })).toMatchObject({ ...flags, has_doggy_door: false });
  });

  it("a refusal: the modal's fields get their messages, the rest are toasts", () => {
    expect(dogRefusal({ birthday: ['Invalid date'], owner: ['Not yours'] })).toEqual({
      kind: 'invalid',
      fieldErrors: { birthday: 'Invalid date' },
      lines: ['owner: Not yours'],
    });
    expect(dogRefusal({ has_doggy_door: ['Must be a boolean.'] }).fieldErrors).toEqual({
      has_doggy_door: 'Must be a boolean.',
    });
    expect(dogRefusal({ photo: ['Only images.', 'At most 5 MB.'] })).toEqual({
      kind: 'invalid',
      fieldErrors: { photo: 'Only images. At most 5 MB.' },
      lines: [],
    });
  });

  it('a refusal with no field of the modal is all toast lines', () => {
    expect(dogRefusal({ detail: 'Dogs cannot be added to a commercial service.' })).toEqual({
      kind: 'invalid',
      fieldErrors: {},
      lines: ['Dogs cannot be added to a commercial service.'],
    });
    expect(dogRefusal('<html>')).toEqual({ kind: 'invalid', fieldErrors: {}, lines: ['Something went wrong'] });
  });
});
