/** How long an add button shows that its dish went into the cart. */
export const ADDED_SHOWN_MS = 1500;

/**
 * The tick an add button shows for a moment once its dish is in the cart. Only seen: the toast
 * region says it in words, and the button keeps its name.
 */
export function AddedMark() {
  return (
    <span aria-hidden="true" data-added className="ms-1 font-bold">
      ✓
    </span>
  );
}
