/**
 * Channel attribution (spec 1 §2, §9): a path fragment '&s=N' sets the channel value; 1 to 8 are
 * kept as given, anything else (missing, empty, 0, 9+, not a whole number such as '3abc' or '2.5')
 * becomes 9. The value is sent as channel_attribution_id.
 */
import { CHANNEL_DEFAULT, CHANNEL_MAX, CHANNEL_MIN } from './constants';

export function channelFromFragment(text: string): number {
  // The value runs to the next '&', '#', '?' or '/' (or the end); it must be digits only.
  const match = /&s=([^&#?/]*)/.exec(text);
  const value = match?.[1] ?? '';
  if (!/^\d{1,3}$/.test(value)) return CHANNEL_DEFAULT;
  const n = Number(value);
  return n >= CHANNEL_MIN && n <= CHANNEL_MAX ? n : CHANNEL_DEFAULT;
}
