// /doginfo (spec 2 §2 Dog and safety details, §4, §5): one block per dog of the order, the property
// safety answers and the how-heard list; Save PATCHes the order (or enquiry), then the machine routes
// to /account, /login with the email, or /registration. The 'Your Service Confirmed!' sidebar shows
// what checkout stored. The dog-info machine owns the rules; this view renders and sends events.
import { useState } from 'react';
import { useActor } from '@xstate/react';
import { dogInfoMachine } from '../../../machines/dog-info/dog-info.machine';
import { dogInfoErrors, photoError, photoKind } from '../../../machines/dog-info/dog-info.schema';
import type { Pet } from '../../../machines/dog-info/dog-info.schema';
import { useApi } from '../../api-context';
import { inspect } from '../../inspect';
import { maskBirthday, todayDate } from '../../domain/dates';
import { HOW_HEARD_OPTIONS } from '../../domain/enums';
import { messages } from '../../domain/messages';
import { Button } from '../../ui/button';
import { FieldErrorText } from '../../ui/field-parts';
import { FileTrigger } from '../../ui/file-trigger';
import { Spinner } from '../../ui/spinner';
import { Checkbox } from '../../ui/choice';
import { MultiSelect } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-queue';
import type { StoredOrder } from '../shared/acquisition-store';
import type { DogInfoNavigation } from './actors';
import { createDogInfoImplementations } from './actors';
import { ServiceConfirmed } from './service-confirmed';
import '../../styles/auth.css';
import { submitWith } from '../../ui/event-handlers';

const HOW_HEARD = HOW_HEARD_OPTIONS.map((o) => ({ id: o, label: o }));

/** What the customer already answered: at checkout (stored with the order), else on the email screen. */
function earlierHowHeard(order: StoredOrder, leadHowHeard: string | null): string[] {
  if (order.hear_about_us && order.hear_about_us.length > 0) return order.hear_about_us;
  return leadHowHeard ? [leadHowHeard] : [];
}

/** The first bytes of a file as latin1 text: photoError recognises the image by its signature. */
function readHeader(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String.fromCharCode(...new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}

/** Offered in the file picker; the signature check decides (a HEIC file often has no MIME type). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', '.heic', '.heif'];

/**
 * The photo as a data URL labelled by what its bytes are (a HEIC file often has no MIME type, and the
 * server refuses a photo whose declared type is not its kind).
 */
function readDataUrl(file: File, kind: NonNullable<ReturnType<typeof photoKind>>): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(`data:image/${kind};base64,${String(reader.result).split('base64,')[1] ?? ''}`);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

interface DogBlockProps {
  index: number;
  pet: Pet;
  birthdayError: string | null;
  onChange: (values: Partial<Pet>) => void;
  onBirthdayBlur: () => void;
}

function DogBlock({ index, pet, birthdayError, onChange, onBirthdayBlur }: DogBlockProps) {
  const title = `Dog ${index + 1}`;
  const dogName = pet.name.trim() || title;
  const [photoMessage, setPhotoMessage] = useState<string | null>(null);
  // A photo this browser cannot show (HEIC in most browsers) gets a note, never a broken image.
  const [unviewable, setUnviewable] = useState<string | null>(null);
  const photoId = `dog-${index}-photo-error`;
  const pick = async (file: File) => {
    const header = await readHeader(file);
    const error = photoError({ size: file.size, header });
    setPhotoMessage(error);
    const kind = photoKind(header);
    if (error || !kind) return;
    onChange({ photo: await readDataUrl(file, kind) });
  };
  return (
    <fieldset className="dog-info__dog">
      <legend>{title}</legend>
      <TextField label="Name" value={pet.name} onChange={(name) => onChange({ name })} />
      <TextField label="Breed" value={pet.breed} onChange={(breed) => onChange({ breed })} />
      <TextField
        label="Birthday"
        description="MM/DD/YYYY"
        placeholder="MM/DD/YYYY"
        inputMode="numeric"
        value={pet.birthday}
        onChange={(text) => onChange({ birthday: maskBirthday(text, pet.birthday) })}
        onBlur={onBirthdayBlur}
        validationBehavior="aria"
        isInvalid={birthdayError !== null}
        errorMessage={birthdayError}
      />
      <Checkbox isSelected={pet.is_friendly} onChange={(is_friendly) => onChange({ is_friendly })}>
        Friendly with people
      </Checkbox>
      <Checkbox isSelected={pet.can_treat} onChange={(can_treat) => onChange({ can_treat })}>
        Can be given treats
      </Checkbox>
      <TextField
        label="Additional info"
        value={pet.additional_info}
        onChange={(additional_info) => onChange({ additional_info })}
      />
      <div className="dog-info__photo">
        {pet.photo && unviewable !== pet.photo ? (
          <img src={pet.photo} alt={`Photo of ${dogName}`} onError={() => setUnviewable(pet.photo)} />
        ) : null}
        {pet.photo && unviewable === pet.photo ? (
          <span className="dog-info__photo-note">{messages.photoNoPreview}</span>
        ) : null}
        <FileTrigger
          acceptedFileTypes={PHOTO_TYPES}
          onSelect={(files) => {
            const file = files?.[0];
            if (!file) return;
            pick(file).catch(() => toast.error(messages.photoUnreadable));
          }}
        >
          <Button
            variant="secondary"
            aria-label={`${pet.photo ? 'Change' : 'Add'} a photo of ${dogName}`}
            aria-describedby={photoMessage ? photoId : undefined}
          >
            {pet.photo ? 'Change photo' : 'Add photo'}
          </Button>
        </FileTrigger>
        {pet.photo ? (
          <Button
            variant="quiet"
            aria-label={`Remove the photo of ${dogName}`}
            onPress={() => onChange({ photo: null })}
          >
            Remove photo
          </Button>
        ) : null}
        <FieldErrorText id={photoId} className="dog-info__photo-error">
          {photoMessage}
        </FieldErrorText>
      </div>
    </fieldset>
  );
}

export interface DogInfoViewProps {
  order: StoredOrder;
  signedIn: boolean;
  /** The how-heard answer of the email screen's lead, when the order carries none. */
  leadHowHeard: string | null;
  navigation: DogInfoNavigation;
}

export function DogInfoView({ order, signedIn, leadHowHeard, navigation }: DogInfoViewProps) {
  const api = useApi();
  const [today] = useState(() => todayDate());
  const [machine] = useState(() => dogInfoMachine.provide(createDogInfoImplementations(api, navigation, today)));
  const [snapshot, send] = useActor(machine, {
    input: { order, signedIn, today, hearAboutUs: earlierHowHeard(order, leadHowHeard) },
    inspect,
  });
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const c = snapshot.context;

  const liveErrors = dogInfoErrors(c.pets, c.today);
  const errorFor = (i: number) => {
    const key = `pets.${i}.birthday`;
    return c.fieldErrors[key] ?? (touched.has(i) ? (liveErrors[key] ?? null) : null);
  };
  const saving = snapshot.matches('saving') || snapshot.matches('checkingEmail');
  const onSubmit = submitWith(() => {
    setTouched(new Set(c.pets.map((_, i) => i)));
    send({ type: 'dogInfo.submit' });
  });

  return (
    <section className="screen" aria-labelledby="dog-info-title">
      <h1 id="dog-info-title">Tell us about your dogs</h1>
      {/* The order went through: said at the top, not only in the sidebar. */}
      <div className="dog-info__placed" role="status" aria-labelledby="dog-info-placed">
        <h2 id="dog-info-placed">{messages.orderPlacedTitle}</h2>
        <p>{messages.orderPlacedNext}</p>
      </div>
      <p className="screen__subtitle">A few details help your technician keep everyone safe and happy.</p>
      <div className="dog-info">
        <form className="dog-info__form" noValidate onSubmit={onSubmit} aria-busy={saving}>
          {c.pets.map((pet, i) => (
            <DogBlock
              // One block per dog of the order; the list never reorders, so the index is a stable key.
              key={i}
              index={i}
              pet={pet}
              birthdayError={errorFor(i)}
              onChange={(values) => send({ type: 'dogInfo.pet.change', index: i, values })}
              onBirthdayBlur={() => setTouched((t) => new Set(t).add(i))}
            />
          ))}
          <fieldset className="dog-info__block">
            <legend>Your property</legend>
            <Checkbox
              isSelected={c.safety.is_dogs_outside}
              onChange={(v) => send({ type: 'dogInfo.safety.change', values: { is_dogs_outside: v } })}
            >
              My dogs are left outside
            </Checkbox>
            <Checkbox
              isSelected={c.safety.has_doggy_door}
              onChange={(v) => send({ type: 'dogInfo.safety.change', values: { has_doggy_door: v } })}
            >
              There is a doggy door
            </Checkbox>
            <Checkbox
              isSelected={c.safety.can_clean_if_dogs_out}
              onChange={(v) => send({ type: 'dogInfo.safety.change', values: { can_clean_if_dogs_out: v } })}
            >
              You may clean while the dogs are out
            </Checkbox>
          </fieldset>
          <MultiSelect
            label="How did you hear about us?"
            variant="chips"
            options={HOW_HEARD}
            value={c.hearAboutUs}
            onChange={(values) => send({ type: 'dogInfo.howHeard.change', values })}
          />
          <div className="dog-info__actions">
            <Button variant="secondary" onPress={() => send({ type: 'dogInfo.back' })} isDisabled={saving}>
              Back
            </Button>
            <Button type="submit" isDisabled={saving}>
              Save and continue
            </Button>
            {saving ? <Spinner label="Saving" showLabel /> : null}
          </div>
        </form>
        {order.confirmation ? <ServiceConfirmed confirmation={order.confirmation} /> : null}
      </div>
    </section>
  );
}
