import type { ReactNode } from 'react';
import { useId } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { confirmThenRun } from '@/lib/dialogs.ts';
import { useTranslate } from '@/lib/i18n.ts';

interface GuestDataPanelProps {
  /** "Your details on this order". */
  heading: string;
  /** What can be downloaded and erased, and what the restaurant keeps without it. */
  explanation: ReactNode;
  download: { run: () => void; pending: boolean; error: Error | null };
  erase: {
    run: () => Promise<unknown>;
    pending: boolean;
    /** The button's and its confirmation's words: "Erase my details". */
    label: string;
    /** What the confirmation warns of. */
    warning: string;
    /** What the success says, and what the failure is titled. */
    done: { title: string; text: string };
    failureTitle: string;
  };
}

/**
 * A guest's own data through the signed link of their order or booking: download it, or erase
 * their details from it, once confirmed (a refusal's dialog says why).
 */
export function GuestDataPanel({ heading, explanation, download, erase }: GuestDataPanelProps) {
  const headingId = useId();
  const t = useTranslate();
  return (
    <section aria-labelledby={headingId} className="mt-10 space-y-3 rounded-box border border-base-300 p-4">
      <h2 id={headingId} className="font-semibold text-lg">
        {heading}
      </h2>
      <p className="text-base-content/70 text-sm">{explanation}</p>
      <FormAlert>{download.error ? t('myData.notDownloaded', { reason: download.error.message }) : null}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-outline min-h-11" disabled={download.pending} onClick={download.run}>
          {download.pending ? t('myData.preparing') : t('myData.download')}
        </button>
        <button
          type="button"
          className="btn btn-error btn-outline min-h-11"
          disabled={erase.pending}
          onClick={() =>
            confirmThenRun({
              confirm: { text: erase.warning, confirmText: erase.label },
              action: erase.run,
              success: () => ({ icon: 'success', ...erase.done }),
              failureTitle: erase.failureTitle,
            })
          }
        >
          {erase.label}
        </button>
      </div>
    </section>
  );
}
