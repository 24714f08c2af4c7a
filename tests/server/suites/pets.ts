// The server's side of a dog: never on a commercial service, and the photo an image (PNG, JPEG,
// GIF, WebP or HEIC by its first bytes, the declared MIME type matching) of at most 5 MB; `photo: null` removes
// it and leaving it out keeps it. (The birthday rule is in account-dates.ts: it needs the office's "today".)
import { describe, expect, it } from 'vitest';
import { demoDogPhotos } from '../../../server/db/demo-photos';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, photoProblem } from '../../../server/services/pet-rules';
import { insert } from '../../../server/services/records';
import { call, getWorld, login, newCustomer } from '../support';

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const padded = (head: number[] | string, size = 64) => {
  const b = Buffer.alloc(size);
  b.set(typeof head === 'string' ? Buffer.from(head, 'latin1') : head);
  return b;
};
/** Headers of each image kind the server accepts, as the browser's FileReader would send them. */
const IMAGES = {
  png: dataUrl('image/png', padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: dataUrl('image/jpeg', padded([0xff, 0xd8, 0xff, 0xe0])),
  gif: dataUrl('image/gif', padded('GIF89a')),
  webp: dataUrl('image/webp', padded('RIFF\x24\x00\x00\x00WEBPVP8 ')),
  heic: dataUrl('image/heic', padded('\x00\x00\x00\x18ftypheic')),
};

export function petsSuite() {
  describe('dogs: residential services only; photos are images of at most 5 MB', () => {
    it('the photo check recognises each image by its signature and its declared type', () => {
      for (const url of Object.values(IMAGES)) expect(photoProblem(url), url.slice(0, 30)).toBeNull();
      expect(photoProblem(IMAGES.png.replace('image/png', 'image/jpeg'))).toBe(
        PHOTO_MESSAGES.mismatch('PNG', 'image/jpeg'),
      );
      expect(photoProblem(dataUrl('image/png', padded('%PDF-1.7')))).toBe(PHOTO_MESSAGES.notImage);
      expect(photoProblem(dataUrl('image/svg+xml', padded('<svg xmlns="http://www.w3.org/2000/svg">')))).toBe(
        PHOTO_MESSAGES.notImage,
      );
      for (const notDataUrl of ['https://example.com/dog.png', 'data:image/png,rawbytes', 'data:image/png;base64,%%'])
        expect(photoProblem(notDataUrl), notDataUrl).toBe(PHOTO_MESSAGES.notDataUrl);
      const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
      expect(photoProblem(dataUrl('image/png', padded(png, MAX_PHOTO_BYTES)))).toBeNull();
      expect(photoProblem(dataUrl('image/png', padded(png, MAX_PHOTO_BYTES + 1)))).toBe(PHOTO_MESSAGES.tooLarge);
      // The demo dogs' photos pass the server's own check.
      for (const url of Object.values(demoDogPhotos())) expect(photoProblem(url)).toBeNull();
    });

    it('add and edit: a photo that is not an image, mislabelled or over 5 MB is a 400 under photo; null removes it', async () => {
      const { token, orderUuid } = await newCustomer();
      const refused = async (photo: string, message: string) => {
        const r = await call('POST', '/pet/', { token, body: { name: 'Nope', service_order_uuid: orderUuid, photo } });
        expect(r.status, message).toBe(400);
        expect(r.body).toEqual({ photo: [message] });
      };
      await refused(dataUrl('image/png', padded('%PDF-1.7')), PHOTO_MESSAGES.notImage);
      await refused(IMAGES.gif.replace('image/gif', 'image/png'), PHOTO_MESSAGES.mismatch('GIF', 'image/png'));
      await refused('https://example.com/dog.png', PHOTO_MESSAGES.notDataUrl);
      const tooBig = dataUrl('image/jpeg', padded([0xff, 0xd8, 0xff, 0xe0], MAX_PHOTO_BYTES + 1));
      await refused(tooBig, PHOTO_MESSAGES.tooLarge);
      expect((await call('GET', '/pet/', { token })).body.count).toBe(0);

      for (const [kind, photo] of Object.entries(IMAGES)) {
        const r = await call('POST', '/pet/', { token, body: { name: kind, service_order_uuid: orderUuid, photo } });
        expect(r.status, kind).toBe(201);
        expect(r.body.photo).toBe(photo);
      }
      const dog = (await call('GET', '/pet/', { token })).body.results[0];
      const patch = (body: Record<string, unknown>) => call('PATCH', `/pet/${dog.uuid}/`, { token, body });
      // Left out: kept. The stored photo sent back: kept as it is.
      expect((await patch({ breed: 'Pug' })).body).toMatchObject({ breed: 'Pug', photo: IMAGES.png });
      expect((await patch({ photo: IMAGES.png, name: 'Same' })).body).toMatchObject({ photo: IMAGES.png });
      // A bad new photo changes nothing, not even the other fields of the request.
      const bad = await patch({ photo: IMAGES.webp.replace('image/webp', 'image/gif'), name: 'Changed' });
      expect(bad).toMatchObject({ status: 400, body: { photo: [PHOTO_MESSAGES.mismatch('WebP', 'image/gif')] } });
      const exactly5Mb = dataUrl('image/jpeg', padded([0xff, 0xd8, 0xff, 0xe0], MAX_PHOTO_BYTES));
      expect((await patch({ photo: exactly5Mb })).body.photo).toBe(exactly5Mb);
      expect((await patch({ photo: null })).body).toMatchObject({ name: 'Same', photo: null });
    });

    it('a commercial service takes no dogs: 400 under service_order_uuid, on add and on moving a dog', async () => {
      const comm = await login('community@example.com');
      const [commOrder] = (await call('GET', '/service-order/', { token: comm })).body.results;
      expect(commOrder.service_type).toBe('commercial');
      const refused = { service_order_uuid: ['Dogs can only be added to a residential service.'] };
      const add = await call('POST', '/pet/', {
        token: comm,
        body: { name: 'Rex', service_order_uuid: commOrder.uuid },
      });
      expect(add).toMatchObject({ status: 400, body: refused });
      expect((await call('GET', '/pet/', { token: comm })).body.count).toBe(0);

      // A residential customer who also has a commercial service cannot move a dog onto it.
      const { db } = await getWorld();
      const { token, orderUuid, userUuid } = await newCustomer();
      const commercial = await insert(db, 'service_order', userUuid, {
        service_type: 'commercial',
        service_address: null,
      });
      const dog = (await call('POST', '/pet/', { token, body: { name: 'Max', service_order_uuid: orderUuid } })).body;
      const move = await call('PATCH', `/pet/${dog.uuid}/`, { token, body: { service_order_uuid: commercial.uuid } });
      expect(move).toMatchObject({ status: 400, body: refused });
      const onCommercial = { name: 'Max', service_order_uuid: commercial.uuid };
      expect((await call('POST', '/pet/', { token, body: onCommercial })).status).toBe(400);
      expect((await call('GET', '/pet/', { token })).body.results).toEqual([
        expect.objectContaining({ uuid: dog.uuid, service_order_uuid: orderUuid }),
      ]);
    });

    it("the dogs sent with a service order follow the same rules (the checkout's dog page; no way around /pet/)", async () => {
      const { db } = await getWorld();
      const { token, orderUuid, userUuid } = await newCustomer();
      const dog = (await call('POST', '/pet/', { token, body: { name: 'Max', service_order_uuid: orderUuid } })).body;
      const patch = (id: string, pets: unknown[]) => call('PATCH', `/service-order/${id}/`, { token, body: { pets } });
      const html = dataUrl('text/html', Buffer.from('<script>alert(1)</script>'));
      const bad = await patch(orderUuid, [{ uuid: dog.uuid, photo: html, birthday: '2099-01-01' }]);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        pets: {
          '0': { photo: [PHOTO_MESSAGES.notImage], birthday: ['Invalid date: a birthday cannot be in the future.'] },
        },
      });
      const commercial = await insert(db, 'service_order', userUuid, {
        service_type: 'commercial',
        service_address: null,
      });
      expect((await patch(commercial.uuid, [{ name: 'Rex' }])).status).toBe(400);
      // Nothing was written: the dog is as it was, and no dog joined the commercial service.
      expect((await call('GET', '/pet/', { token })).body.results).toEqual([
        expect.objectContaining({ uuid: dog.uuid, photo: null, birthday: null, service_order_uuid: orderUuid }),
      ]);
      expect((await patch(orderUuid, [{ uuid: dog.uuid, photo: IMAGES.png }])).status).toBe(200);
    });
  });

  describe('the five dog flags are stored (spec 3 §3 Dog: friendly, clean with dog in yard, treats, doggy door, left outside)', () => {
    const ALL_ON = {
      is_friendly: true,
      can_clean_if_in_yard: true,
      can_treat: true,
      has_doggy_door: true,
      is_dogs_outside: true,
    };

    it('add stores each, an edit changes only those it sends, and the list reads them back', async () => {
      const { token, orderUuid } = await newCustomer();
      const created = await call('POST', '/pet/', {
        token,
        body: { name: 'Flags', service_order_uuid: orderUuid, ...ALL_ON, can_treat: false },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...ALL_ON, can_treat: false });
      const off = { can_clean_if_in_yard: false, is_dogs_outside: false };
      const edited = await call('PATCH', `/pet/${created.body.uuid}/`, { token, body: off });
      expect(edited.body).toMatchObject({ ...ALL_ON, can_treat: false, ...off });
      const [listed] = (await call('GET', '/pet/', { token })).body.results;
      expect(listed).toMatchObject({ is_friendly: true, can_clean_if_in_yard: false, can_treat: false });
      expect(listed).toMatchObject({ has_doggy_door: true, is_dogs_outside: false });
      // Never given: null (the card says 'Not provided'), not false.
      const bare = await call('POST', '/pet/', { token, body: { name: 'Bare', service_order_uuid: orderUuid } });
      expect(bare.body).toMatchObject({
        is_friendly: null,
        can_clean_if_in_yard: null,
        can_treat: null,
        has_doggy_door: null,
        is_dogs_outside: null,
      });
      const notBoolean = await call('PATCH', `/pet/${created.body.uuid}/`, { token, body: { has_doggy_door: 'yes' } });
      expect(notBoolean.status).toBe(400);
      expect(notBoolean.body).toHaveProperty('has_doggy_door');
    });

    it("the dog page's property answers are kept on each dog it sends", async () => {
      const { token, orderUuid } = await newCustomer();
      const pets = [
        { name: 'Ada', is_friendly: true, can_treat: false },
        { name: 'Bo', is_friendly: false, can_treat: true },
      ].map((p) => ({ ...p, has_doggy_door: true, can_clean_if_in_yard: false, is_dogs_outside: true }));
      const r = await call('PATCH', `/service-order/${orderUuid}/`, {
        token,
        body: { is_dogs_outside: true, has_doggy_door: true, can_clean_if_dogs_out: false, pets },
      });
      expect(r.status, r.text).toBe(200);
      const stored = (await call('GET', '/pet/', { token })).body.results as Record<string, unknown>[];
      expect(stored.map((d) => d.name).sort()).toEqual(['Ada', 'Bo']);
      for (const d of stored)
        expect(d).toMatchObject({ has_doggy_door: true, can_clean_if_in_yard: false, is_dogs_outside: true });
      expect(stored.find((d) => d.name === 'Bo')).toMatchObject({ is_friendly: false, can_treat: true });
    });
  });
}
