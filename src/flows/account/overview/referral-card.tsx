// The referral section (spec 3 §1, §2.1; residential only): the customer's link to the home page with
// their code in a read-only field and Copy link → the clipboard and the toast 'Link copied successfully'
// (design.md §8's copy fix). When the browser refuses the clipboard, the link is selected and we say so.
import { useId, useRef, useState } from 'react';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { toast } from '../../../ui/toast-queue';
import type { AccountUserProps } from '../account-nav';
import { useAccount } from '../shared/use-account';
import { accountMessages } from '../../../domain/account-messages';

/** The copied link: the app's home page carrying the code (contract AccountInfo.referral_code). */
export const referralLink = (origin: string, code: string) => `${origin}/?referral_code=${encodeURIComponent(code)}`;

export function ReferralCard({ user }: { user: AccountUserProps }) {
  const code = useAccount(user).referral_code;
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [blocked, setBlocked] = useState(false);
  if (!code) return null;
  const link = referralLink(window.location.origin, code);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setBlocked(false);
      toast.success(messages.linkCopied);
    } catch {
      input.current?.focus();
      input.current?.select();
      setBlocked(true);
    }
  };

  return (
    <Card title={accountMessages.overviewReferralTitle} className="overview-referral">
      <p>{accountMessages.overviewReferralText}</p>
      <div className="overview-referral__row">
        {/* A native read-only field (the kit's field classes): nothing to validate, and no react-aria to load. */}
        <div className="field overview-referral__field">
          <label className="field__label" htmlFor={id}>
            {accountMessages.overviewReferralLinkLabel}
          </label>
          <input ref={input} id={id} className="field__input" value={link} readOnly />
        </div>
        <Button variant="secondary" onPress={() => void copy()} className="overview-referral__copy">
          {accountMessages.overviewCopyLink}
        </Button>
      </div>
      <p role="status" className="overview-referral__status">
        {blocked ? accountMessages.overviewCopyBlocked : null}
      </p>
    </Card>
  );
}
