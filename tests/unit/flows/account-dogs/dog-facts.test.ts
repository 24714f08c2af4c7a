// The Dogs tab's pure helpers: a dog's card rows, the Edit modal's starting values, the placeholder's
// initial and the services a dog may belong to (residential only).
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../src/api/schema.gen';
import {
  dogAddress,
  dogFactRows,
  dogInitial,
  dogServiceOptions,
  petToForm,
} from '../../../../src/flows/account/dogs/dog-facts';
import type { Pet } from '../../../../src/flows/account/dogs/dog-facts';

type Order = components['schemas']['ServiceOrder'];

const main = { address: '100 Main St', city: 'Raleigh', state: 'NC', zip_code: '27601' };
const oak = { address: '45 Oak Ln', city: 'Raleigh', state: 'NC', zip_code: '27603' };

const order = (uuid: string, address: Order['service_address'], service_type: Order['service_type']) =>
  ({ uuid, service_type, service_address: address }) as Order;
const orders = [order('so1', main, 'residential'), order('so2', oak, 'residential'), order('so3', oak, 'commercial')];

function pet(over: Partial<Pet> = {}): Pet {
  return {
    uuid: 'p1',
    name: 'Biscuit',
    breed: 'Beagle',
    birthday: '2019-04-02',
    photo: null,
    additional_info: 'Loves the gate',
    about_your_dogs: null,
    is_friendly: true,
    can_treat: false,
    can_clean_if_in_yard: null,
    has_doggy_door: null,
    is_dogs_outside: null,
    service_order_uuid: 'so1',
    service_address: main,
    ...over,
  };
}

describe('dog facts', () => {
  it("the card: breed, birthday MM/DD/YYYY, the five flags in spec 3 §9's words, additional info and the service address", () => {
    const flags = { can_clean_if_in_yard: true, has_doggy_door: false, is_dogs_outside: true };
    expect(dogFactRows(pet(flags), orders).map((r) => [r.label, r.value])).toEqual([
      ['Breed', 'Beagle'],
      ['Birthday', '04/02/2019'],
      ['Friendly', 'Yes'],
      ['Clean with dog in yard', 'Yes'],
      ['Treats allowed', 'No'],
      ['Doggy door', 'No'],
      ['Left outside when no one is home', 'Yes'],
      ['Additional info', 'Loves the gate'],
      ['Service address', '100 Main St, Raleigh, NC 27601'],
    ]);
  });

  it('what was never given reads Not provided', () => {
    const rows = dogFactRows(
      pet({ breed: null, birthday: null, is_friendly: null, can_treat: null, additional_info: ' ' }),
      orders,
    );
    expect(rows.map((r) => r.value).slice(0, 8)).toEqual(Array(8).fill('Not provided'));
  });

  it("the address: the dog's own, else its service's, else Not provided", () => {
    expect(dogAddress(pet({ service_address: null, service_order_uuid: 'so2' }), orders)).toBe(
      '45 Oak Ln, Raleigh, NC 27603',
    );
    expect(dogAddress(pet({ service_address: null, service_order_uuid: 'gone' }), orders)).toBe('Not provided');
  });

  it('the Edit modal starts from the saved values, blanks for nulls', () => {
    expect(
      petToForm(
        pet({ breed: null, additional_info: null, can_treat: null, has_doggy_door: true, is_dogs_outside: false }),
      ),
    ).toEqual({
      name: 'Biscuit',
      breed: '',
      birthday: '04/02/2019',
      additional_info: '',
      is_friendly: true,
      can_clean_if_in_yard: false,
      can_treat: false,
      has_doggy_door: true,
      is_dogs_outside: false,
      service_order_uuid: 'so1',
    });
    expect(petToForm(pet({ birthday: null })).birthday).toBe('');
  });

  it('the placeholder shows the first letter, upper case', () => {
    expect(dogInitial(' luna')).toBe('L');
    expect(dogInitial('Ölaf')).toBe('Ö');
    expect(dogInitial('')).toBe('?');
  });

  it('a dog can belong to a residential service only', () => {
    expect(dogServiceOptions(orders)).toEqual([
      { id: 'so1', label: '100 Main St, Raleigh, NC 27601' },
      { id: 'so2', label: '45 Oak Ln, Raleigh, NC 27603' },
    ]);
  });
});
