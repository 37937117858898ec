import { pictureAt } from '@bistro/contract/pictures';
import { useId, useState } from 'react';
import { useTranslate } from '@/lib/i18n.ts';
import { uploadImage } from '@/lib/upload-image.ts';

interface PictureUploadProps {
  /** What the picture is: "Logo", "Banner of Burgers". */
  label: string;
  /** The picture's address now; null: none (the house's own, as `noneNote` says). */
  value: string | null;
  onChange: (address: string | null) => void;
  /** What shows without one: "The house picture is shown." */
  noneNote: string;
}

/**
 * A picture the owner chooses: uploaded at once (POST /api/images, the pictures' one way in),
 * shown as it will be, and taken away again with Remove.
 */
export function PictureUpload({ label, value, onChange, noneNote }: PictureUploadProps) {
  const t = useTranslate();
  const id = useId();
  const [state, setState] = useState<{ uploading: boolean; problem: string | null }>({
    uploading: false,
    problem: null,
  });
  return (
    <div className="flex flex-wrap items-end gap-4">
      {value ? (
        <img
          src={pictureAt(value, 240)}
          alt={t('manageMenu.pictureAsItIs', { picture: label })}
          className="h-20 w-auto rounded bg-base-200"
        />
      ) : (
        <p className="text-base-content/70 text-sm">{noneNote}</p>
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="label mb-1">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*,.svg"
          className="file-input h-11 w-full"
          disabled={state.uploading}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setState({ uploading: true, problem: null });
            try {
              onChange(await uploadImage(file));
              setState({ uploading: false, problem: null });
            } catch (error) {
              setState({
                uploading: false,
                problem: error instanceof Error ? error.message : t('manageMenu.notUploaded'),
              });
            }
          }}
        />
        <p className="mt-1 text-sm" role="status">
          {state.uploading ? t('manageMenu.uploading') : ''}
        </p>
        {state.problem && (
          <p className="text-error text-sm" role="alert">
            {state.problem}
          </p>
        )}
      </div>
      {value && (
        <button type="button" className="btn btn-ghost min-h-11" onClick={() => onChange(null)}>
          {t('manageMenu.remove')}
          <span className="sr-only"> {t('manageMenu.removeWhichPicture', { picture: label.toLowerCase() })}</span>
        </button>
      )}
    </div>
  );
}
