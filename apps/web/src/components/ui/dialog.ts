/**
 * The app's dialogs: a native modal `<dialog>` named by its title and described by its text.
 * Focus moves into it (to Cancel when the action is destructive, else to the confirming button,
 * else to the dialog itself), Escape answers "no", and focus goes back to where it was.
 */
export interface DialogOptions {
  title: string;
  text?: string | undefined;
  icon?: 'success' | 'error' | 'warning' | undefined;
  /** The confirming button's words; null for a notice without buttons (give it a `timer`). */
  confirmText?: string | null | undefined;
  /** Offers a 'Cancel' button beside the confirming one. */
  cancel?: boolean | undefined;
  /** The confirming button is the red one, and focus starts on Cancel. */
  destructive?: boolean | undefined;
  /** Closes by itself after this many milliseconds, as if dismissed. */
  timer?: number | undefined;
}

// Paths in a 24-unit box, drawn in the icon's colour.
const icons = {
  success: { colour: 'text-success', path: 'M7 12.5l3.5 3.5L17 9' },
  error: { colour: 'text-error', path: 'M8.5 8.5l7 7M15.5 8.5l-7 7' },
  warning: { colour: 'text-warning', path: 'M12 7v6M12 16.5v.5' },
} as const;

const SVG = 'http://www.w3.org/2000/svg';
let count = 0;

/**
 * The dialogs' own words (their buttons, and a confirmation's and a failure's defaults, lib/dialogs.ts),
 * in the page's language once the app has its messages (app/start.tsx).
 */
export const dialogWords = {
  ok: 'OK',
  cancel: 'Cancel',
  areYouSure: 'Are you sure?',
  cannotBeUndone: "You won't be able to revert this!",
  yesDeleteIt: 'Yes, delete it!',
  tryAgain: 'Please try again.',
};

/** Gives the dialogs' own words the page's language. */
export function setDialogWords(words: typeof dialogWords): void {
  Object.assign(dialogWords, words);
}

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function iconFor(kind: keyof typeof icons): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', `mx-auto h-16 w-16 ${icons[kind].colour}`);
  svg.setAttribute('fill', 'none');
  svg.setAttribute('stroke', 'currentColor');
  svg.setAttribute('stroke-width', '1.5');
  svg.setAttribute('stroke-linecap', 'round');
  const ring = document.createElementNS(SVG, 'circle');
  for (const [name, value] of Object.entries({ cx: '12', cy: '12', r: '10' })) ring.setAttribute(name, value);
  const mark = document.createElementNS(SVG, 'path');
  mark.setAttribute('d', icons[kind].path);
  svg.append(ring, mark);
  return svg;
}

/** Opens a dialog; resolves true when its confirming button is pressed, false otherwise. */
export function openDialog({
  title,
  text,
  icon,
  confirmText = dialogWords.ok,
  cancel = false,
  destructive = false,
  timer,
}: DialogOptions): Promise<boolean> {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const id = `dialog-${++count}`;
  const dialog = element(
    'dialog',
    'm-auto w-[calc(100%-2rem)] max-w-md rounded-box bg-base-100 p-6 text-center text-base-content shadow-xl outline-none backdrop:bg-black/40',
  );
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  if (icon) dialog.append(iconFor(icon));
  const heading = element('h2', 'mt-4 text-2xl font-semibold', title);
  heading.id = `${id}-title`;
  dialog.append(heading);
  if (text) {
    const description = element('p', 'mt-3 text-base-content/80', text);
    description.id = `${id}-text`;
    dialog.setAttribute('aria-describedby', description.id);
    dialog.append(description);
  }

  return new Promise<boolean>((resolve) => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const finish = (confirmed: boolean) => {
      if (!dialog.isConnected) return;
      clearTimeout(timeout);
      dialog.close();
      dialog.remove();
      if (opener?.isConnected) opener.focus();
      resolve(confirmed);
    };

    const buttons = element('div', 'mt-6 flex flex-wrap justify-center gap-3');
    let first: HTMLElement = dialog;
    if (confirmText !== null) {
      const yes = element('button', `btn min-h-11 ${destructive ? 'btn-error' : 'btn-primary'}`, confirmText);
      yes.type = 'button';
      yes.addEventListener('click', () => finish(true));
      buttons.append(yes);
      first = yes;
    }
    if (cancel) {
      const no = element('button', 'btn btn-secondary min-h-11', dialogWords.cancel);
      no.type = 'button';
      no.addEventListener('click', () => finish(false));
      buttons.append(no);
      if (destructive || confirmText === null) first = no;
    }
    if (buttons.childElementCount > 0) dialog.append(buttons);

    // Escape answers "no": the browser's own cancel, and the key itself where there is none.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(false);
    });
    dialog.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      finish(false);
    });

    document.body.append(dialog);
    dialog.showModal();
    if (first === dialog) dialog.tabIndex = -1;
    first.focus();
    if (timer !== undefined) timeout = setTimeout(() => finish(false), timer);
  });
}
