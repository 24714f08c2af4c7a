// The modal's photo (spec 3 §2.4, §4: images only, at most 5 MB, sent only when changed): the preview
// (or the initial), Add / Change photo through the system file picker, Remove photo, the rule, and the
// machine's refusal of a file that is not an image or too large, announced at the field.
import { useSelector } from '@xstate/react';
import { accountMessages } from '../../../domain/account-messages';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button';
import { FieldErrorText } from '../../../ui/field-parts';
import { FileTrigger } from '../../../ui/file-trigger';
import { toast } from '../../../ui/toast-queue';
import { DogAvatar } from './dog-avatar';
import type { DogActor } from './dog-context';
import { readPhoto } from './read-photo';

/** Offered in the picker; the first bytes decide (a renamed file is refused whatever its name). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export function PhotoField({ actor, isDisabled }: { actor: DogActor; isDisabled: boolean }) {
  const photo = useSelector(actor, (s) => s.context.photo);
  const removed = useSelector(actor, (s) => s.context.photoChanged && s.context.photo === null);
  const error = useSelector(actor, (s) => s.context.errors.photo ?? null);
  const name = useSelector(actor, (s) => s.context.form.name.trim());
  const pick = (file: File | undefined) => {
    if (!file) return;
    readPhoto(file).then(
      (picked) => actor.send({ type: 'dog.photo.change', photo: picked }),
      () => toast.error(messages.photoUnreadable),
    );
  };
  return (
    <fieldset className="dog-photo">
      <legend>Photo</legend>
      <div className="dog-photo__row">
        <DogAvatar name={name} photo={photo} alt={name ? `Photo of ${name}` : 'Photo of your dog'} />
        <div className="dog-photo__controls">
          <p className="field__description" id="dog-photo-rule">
            {removed ? accountMessages.dogPhotoRemoved : accountMessages.dogPhotoRule}
          </p>
          <div className="dog-photo__buttons">
            <FileTrigger acceptedFileTypes={IMAGE_TYPES} onSelect={(files) => pick(files ? files[0] : undefined)}>
              <Button
                variant="secondary"
                isDisabled={isDisabled}
                aria-describedby={error ? 'dog-photo-rule dog-photo-error' : 'dog-photo-rule'}
              >
                {photo ? 'Change photo' : 'Add photo'}
              </Button>
            </FileTrigger>
            {photo ? (
              <Button variant="quiet" isDisabled={isDisabled} onPress={() => actor.send({ type: 'dog.photo.remove' })}>
                Remove photo
              </Button>
            ) : null}
          </div>
          <FieldErrorText id="dog-photo-error">{error}</FieldErrorText>
        </div>
      </div>
    </fieldset>
  );
}
