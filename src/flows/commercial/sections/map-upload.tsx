// One PDF map upload (the boundary map on step 1, the station, common-area and trash-can maps on step 2):
// the file is read here (./read-file) and checked by the machine (PDF signature, 5 MB, the spec's
// messages). Shows the chosen file's name, the refusal, and after a reload that could not keep the
// file, a note asking for it again.
import type { MapField } from '../../../../machines/commercial-enquiry/commercial-enquiry.schema';
import { PDF_MIME_TYPE } from '../../../domain/constants';
import { commercialMessages } from '../../../domain/commercial-messages';
import { Button } from '../../../ui/button';
import { FieldErrorText } from '../../../ui/field-parts';
import { FileTrigger } from '../../../ui/file-trigger';
import { useCommercialSelector, useMapSelect } from '../commercial-context';
import { pickFile } from '../../shared/read-file';

export function MapUpload({ field, label, isDisabled }: { field: MapField; label: string; isDisabled?: boolean }) {
  const name = useCommercialSelector((s) => s.context.mapNames[field]);
  const lost = useCommercialSelector((s) => s.context.lostMaps.includes(field));
  const error = useCommercialSelector((s) => s.context.errors[field]);
  const select = useMapSelect();
  const statusId = `${field}-status`;
  const errorId = `${field}-error`;
  return (
    <div className="commercial__upload" data-invalid={error ? true : undefined}>
      <p className="commercial__upload-label" id={`${field}-label`}>
        {label}
      </p>
      <p className="commercial__muted" id={statusId}>
        {name ? `Chosen: ${name}` : 'PDF only, at most 5 MB.'}
      </p>
      {lost ? (
        <p className="commercial__note" id={`${field}-lost`}>
          {commercialMessages.fileNotKept}
        </p>
      ) : null}
      <FileTrigger
        acceptedFileTypes={[PDF_MIME_TYPE, '.pdf']}
        onSelect={(files) => {
          const file = files ? Array.from(files)[0] : undefined;
          // A file the browser cannot read is checked as one without a PDF's signature ('Unsupported Format').
          const unreadable = () => ({
            name: file?.name ?? '',
            type: file?.type ?? '',
            size: file?.size ?? 0,
            header: '',
            dataUrl: '',
          });
          if (file)
            void pickFile(file)
              .catch(unreadable)
              .then((picked) => select(field, picked));
        }}
      >
        <Button
          id={`${field}-button`}
          variant="secondary"
          isDisabled={isDisabled}
          aria-labelledby={`${field}-label ${field}-button`}
          aria-describedby={[statusId, lost ? `${field}-lost` : '', error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          data-field={field}
        >
          {name ? 'Choose another PDF' : 'Choose a PDF'}
        </Button>
      </FileTrigger>
      <FieldErrorText id={errorId}>{error}</FieldErrorText>
    </div>
  );
}
