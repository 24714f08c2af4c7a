// A dog's picture on its card and in the modal: the photo, or a neutral round placeholder with the
// name's initial (decorative: the name is said next to it) when there is none or it cannot be shown.
import { useState } from 'react';
import { dogInitial } from './dog-facts';

interface Props {
  name: string;
  photo: string | null;
  /** The photo's text alternative ('Photo of Biscuit'). */
  alt: string;
}

export function DogAvatar({ name, photo, alt }: Props) {
  // A saved photo the browser cannot show (a broken link) falls back to the placeholder, never a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  if (photo && failed !== photo)
    return <img className="dog-avatar" src={photo} alt={alt} onError={() => setFailed(photo)} />;
  return (
    <span className="dog-avatar dog-avatar--placeholder" aria-hidden="true">
      {dogInitial(name)}
    </span>
  );
}
