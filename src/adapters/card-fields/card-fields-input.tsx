// The card number and CVV of a form, through the CardFields port: picks Stax.js or the sandbox by the
// public key (design §7) and hands the form a controller to tokenize with. The form never sees the
// number or CVV; it only learns whether both are complete (the hosted fields' own validity, spec 2 §5).
import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useApi } from '../../api-context';
import { FieldErrorText, FieldLabel } from '../../ui/field-parts';
import { NumberlessDigitsField } from '../../ui/digits-field';
import type { CardFieldsController } from './card-fields';

export type CardFieldState = 'empty' | 'invalid' | 'complete';
const fieldState = (value: string, complete: (v: string) => boolean): CardFieldState =>
  value === '' ? 'empty' : complete(value) ? 'complete' : 'invalid';
import { isSandboxKey } from './card-fields';
import { createSandboxCardFields, isCardNumberComplete, isCvvComplete } from './sandbox';

export interface CardFieldsInputProps {
  publicKey: string | null;
  controllerRef: RefObject<CardFieldsController | null>;
  onCompleteChange: (complete: boolean) => void;
  /**
   * Each field's state where the provider tells it (the sandbox: empty, invalid or complete), so a
   * number entered but invalid is not reported as missing. Stax.js reports completeness only.
   */
  onStateChange?: (state: { number: CardFieldState; cvv: CardFieldState }) => void;
  numberError?: string | null;
  cvvError?: string | null;
  /** Stax.js could not be loaded or mounted. */
  onLoadError?: (error: unknown) => void;
  /** The fields are mounted and the controller is set: a tokenize may run (the account's loader ends). */
  onReady?: () => void;
}

export function CardFieldsInput(props: CardFieldsInputProps) {
  if (!props.publicKey) return <MissingKey {...props} />;
  return isSandboxKey(props.publicKey) ? (
    <SandboxCardFields {...props} />
  ) : (
    <StaxCardFields {...props} publicKey={props.publicKey} />
  );
}

/** No public key from the ZIP check: the provider cannot load (spec 2 §8: the missing-key toast). */
function MissingKey({ onLoadError, numberError, cvvError }: CardFieldsInputProps) {
  useEffect(() => {
    onLoadError?.(new Error('No card provider public key'));
  }, [onLoadError]);
  return (
    <div className="card-fields">
      <p className="card-fields__missing">The secure card form is not available for this area.</p>
      <FieldErrorText announce={false}>{numberError}</FieldErrorText>
      <FieldErrorText announce={false}>{cvvError}</FieldErrorText>
    </div>
  );
}

function SandboxCardFields({
  controllerRef,
  onCompleteChange,
  onStateChange,
  numberError,
  cvvError,
  onReady,
}: CardFieldsInputProps) {
  const api = useApi();
  const [number, setNumber] = useState('');
  const [cvv, setCvv] = useState('');
  const values = useRef({ number, cvv });
  useEffect(() => {
    values.current = { number, cvv };
  }, [number, cvv]);
  const complete = isCardNumberComplete(number) && isCvvComplete(cvv);
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  }, [onReady]);
  useEffect(() => {
    controllerRef.current = createSandboxCardFields(api, () => values.current);
    ready.current?.();
    return () => {
      controllerRef.current = null;
    };
  }, [api, controllerRef]);
  useEffect(() => {
    onCompleteChange(complete);
  }, [complete, onCompleteChange]);
  const numberState = fieldState(number, isCardNumberComplete);
  const cvvState = fieldState(cvv, isCvvComplete);
  useEffect(() => {
    onStateChange?.({ number: numberState, cvv: cvvState });
  }, [numberState, cvvState, onStateChange]);
  return (
    <div className="card-fields card-fields--sandbox">
      <NumberlessDigitsField
        label="Card Number"
        maxLength={19}
        value={number}
        onChange={setNumber}
        autoComplete="cc-number"
        isInvalid={Boolean(numberError) && numberState !== 'complete'}
        errorMessage={numberError}
        className="card-fields__number"
      />
      <NumberlessDigitsField
        label="CVV"
        maxLength={4}
        value={cvv}
        onChange={setCvv}
        autoComplete="cc-csc"
        isInvalid={Boolean(cvvError) && cvvState !== 'complete'}
        errorMessage={cvvError}
        className="card-fields__cvv"
      />
    </div>
  );
}

function StaxCardFields({
  publicKey,
  controllerRef,
  onCompleteChange,
  numberError,
  cvvError,
  onLoadError,
  onReady,
}: CardFieldsInputProps & { publicKey: string }) {
  const id = useId().replace(/:/g, '');
  const ids = { number: `stax-number-${id}`, cvv: `stax-cvv-${id}` };
  const [complete, setComplete] = useState(false);
  const callbacks = useRef({ onCompleteChange, onLoadError, onReady });
  useEffect(() => {
    callbacks.current = { onCompleteChange, onLoadError, onReady };
  }, [onCompleteChange, onLoadError, onReady]);
  useEffect(() => {
    let cancelled = false;
    void import('./stax')
      .then(({ createStaxCardFields }) =>
        createStaxCardFields(publicKey, { number: `stax-number-${id}`, cvv: `stax-cvv-${id}` }, (c) => {
          setComplete(c);
          callbacks.current.onCompleteChange(c);
        }),
      )
      .then((controller) => {
        if (cancelled) return;
        controllerRef.current = controller;
        callbacks.current.onReady?.();
      })
      .catch((error: unknown) => {
        if (!cancelled) callbacks.current.onLoadError?.(error);
      });
    return () => {
      cancelled = true;
      controllerRef.current = null;
    };
  }, [publicKey, id, controllerRef]);
  return (
    <div className="card-fields card-fields--hosted">
      <HostedFrame id={ids.number} label="Card Number" error={complete ? null : numberError} />
      <HostedFrame id={ids.cvv} label="CVV" error={complete ? null : cvvError} />
    </div>
  );
}

/** One field of the hosted card form: its label and the box the provider mounts its frame in. */
function HostedFrame({ id, label, error }: { id: string; label: string; error?: string | null }) {
  return (
    <div className="field">
      {/* A span, not a <label>: the hosted frame is no labelable control; the group names itself by it. */}
      <FieldLabel elementType="span" id={`${id}-label`}>
        {label}
      </FieldLabel>
      <div id={id} className="field__input card-fields__frame" role="group" aria-labelledby={`${id}-label`} />
      <FieldErrorText>{error}</FieldErrorText>
    </div>
  );
}
