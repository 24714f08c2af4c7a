// The Edit Community Information modal (spec 3 §2.2, §4 Community info modal, §5): house-type entries
// (add, change, remove; a type chosen in one entry is not offered in another; empty entries are
// dropped), the number of homes, the boundary map PDF (checked by its `%PDF-` signature and ≤ 5 MB,
// sent only when changed) and the sample address (search or manual entry). Save is enabled only with a
// house type and a complete sample address. The community-info machine owns every rule.
import { useState } from 'react';
import { emptyAddress } from '../../../../machines/shared/address.schema';
import type { AddressLookup } from '../../../adapters/address/address-lookup';
import { PDF_MIME_TYPE } from '../../../domain/constants';
import {
  HOME_COUNT_RANGES,
  PROPERTIES_IN_COMMUNITY,
  PROPERTY_IN_COMMUNITY_LABELS,
} from '../../../domain/commercial-enums';
import { Button } from '../../../ui/button';
import { FieldErrorText } from '../../../ui/field-parts';
import { FileTrigger } from '../../../ui/file-trigger';
import { FormActions, Modal } from '../../../ui/modal';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast-queue';
import { AddressFields } from './address-fields';
import { CommunityActor } from './community-context';
import { pickFile } from '../../shared/read-file';
import { AddressSearch, isAddressSearching } from '../../shared/address-search';
import { draftNote } from '../shared/modal-draft';
import { accountMessages } from '../../../domain/account-messages';
import { submitWith, whenClosed } from '../../../ui/event-handlers';

/** The picked map's file name, kept beside the draft (the machine keeps only its data URL). */
const MAP_NAME = 'map-name';
const HOME_OPTIONS = HOME_COUNT_RANGES.map((r) => ({ id: r, label: r }));

interface CommunityModalProps {
  lookup: AddressLookup | null;
  focusMap: boolean;
  /** The modal's draft name (community-section.tsx): the picked map's file name is kept beside it. */
  draft: string;
}

export function CommunityModal({ lookup, focusMap, draft }: CommunityModalProps) {
  const open = CommunityActor.useSelector((s) => !s.matches('closed'));
  const editing = CommunityActor.useSelector((s) => s.matches('editing'));
  const actor = CommunityActor.useActorRef();
  return (
    <Modal
      isOpen={open}
      isDismissable={editing}
      onOpenChange={whenClosed(() => actor.send({ type: 'community.cancel' }))}
      title={accountMessages.editCommunityInformation}
      className="info-modal info-modal--wide"
    >
      <CommunityForm lookup={lookup} focusMap={focusMap} draft={draft} />
    </Modal>
  );
}

function CommunityForm({ lookup, focusMap, draft }: CommunityModalProps) {
  const form = CommunityActor.useSelector((s) => s.context.form);
  const map = CommunityActor.useSelector((s) => s.context.map);
  const mapError = CommunityActor.useSelector((s) => s.context.mapError);
  const canSave = CommunityActor.useSelector((s) => s.can({ type: 'community.save' }));
  const saving = CommunityActor.useSelector((s) => s.matches('saving'));
  const actor = CommunityActor.useActorRef();
  const [manual, setManual] = useState(true);
  // A map restored from the draft (after a reload) shows the name it was picked with.
  const [fileName, setFileName] = useState<string | null>(() => draftNote.read(draft, MAP_NAME));
  const searching = isAddressSearching(lookup, manual);
  if (!form) return null;
  const types = form.properties_in_community;
  const onSubmit = submitWith(() => actor.send({ type: 'community.save' }));
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const picked = await pickFile(file);
      setFileName(file.name);
      draftNote.write(draft, MAP_NAME, file.name);
      actor.send({ type: 'community.map.select', file: picked });
    } catch {
      toast.error(accountMessages.fileUnreadable);
    }
  };
  return (
    <form className="info-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <fieldset className="info-form__group">
        <legend>House types</legend>
        {types.map((t, i) => (
          <div className="info-form__entry" key={i}>
            <Select
              label={`House type ${i + 1}`}
              placeholder="Select a house type"
              // A type chosen in another entry is not offered here.
              options={PROPERTIES_IN_COMMUNITY.filter((p) => p === t || !types.includes(p)).map((p) => ({
                id: p,
                label: PROPERTY_IN_COMMUNITY_LABELS[p],
              }))}
              value={t}
              onChange={(value) => actor.send({ type: 'community.houseType.change', index: i, value })}
            />
            {types.length > 1 ? (
              <Button
                variant="quiet"
                aria-label={`Remove house type ${i + 1}`}
                onPress={() => actor.send({ type: 'community.houseType.remove', index: i })}
              >
                Remove
              </Button>
            ) : null}
          </div>
        ))}
        {types.length < PROPERTIES_IN_COMMUNITY.length ? (
          <Button
            variant="secondary"
            className="info-form__add"
            onPress={() => actor.send({ type: 'community.houseType.add' })}
          >
            Add house type
          </Button>
        ) : null}
      </fieldset>

      <Select
        label="Number of homes"
        placeholder="Select a range"
        options={HOME_OPTIONS}
        value={form.home_count}
        onChange={(home_count) => actor.send({ type: 'community.change', values: { home_count } })}
      />

      <fieldset className="info-form__group">
        <legend>Boundary map</legend>
        <p className="info-form__muted" id="community-map-status">
          {map && fileName ? `New map: ${fileName}` : accountMessages.boundaryMapRule}
        </p>
        <FileTrigger
          acceptedFileTypes={[PDF_MIME_TYPE, '.pdf']}
          onSelect={(files) => void onFile(files ? Array.from(files)[0] : undefined)}
        >
          <Button
            variant="secondary"
            autoFocus={focusMap}
            aria-describedby={mapError ? 'community-map-status community-map-error' : 'community-map-status'}
          >
            Upload boundary map (PDF)
          </Button>
        </FileTrigger>
        <FieldErrorText id="community-map-error">{mapError}</FieldErrorText>
      </fieldset>

      <fieldset className="info-form__group">
        <legend>Sample address</legend>
        <AddressSearch
          lookup={lookup}
          manual={manual}
          onManualChange={setManual}
          label="Search the sample address"
          onPick={(address) => actor.send({ type: 'community.change', values: { address } })}
          className="info-search"
        />
        <AddressFields
          streetLabel="Street address"
          value={form.address ?? emptyAddress}
          readOnly={searching}
          onChange={(address) => actor.send({ type: 'community.change', values: { address } })}
        />
      </fieldset>

      {!canSave && !saving ? <p className="info-form__hint">{accountMessages.communitySaveHint}</p> : null}
      <FormActions
        submitLabel={accountMessages.saveChangesAccount}
        onCancel={() => actor.send({ type: 'community.cancel' })}
        canSubmit={canSave}
        pending={saving}
        pendingLabel="Saving your community…"
      />
    </form>
  );
}
