import cinzel600 from '@fontsource/cinzel/files/cinzel-latin-600-normal.woff2?url';
import cinzel700 from '@fontsource/cinzel/files/cinzel-latin-700-normal.woff2?url';
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';

const WEB_FONTS = [
  { family: 'Inter', weight: '400', file: inter400 },
  { family: 'Inter', weight: '600', file: inter600 },
  { family: 'Cinzel', weight: '600', file: cinzel600 },
  { family: 'Cinzel', weight: '700', file: cinzel700 },
];

/**
 * Loads Inter and Cinzel, then gives them to the page together: it is laid out again once, not once
 * per font as each arrives. Until then, and for good if one cannot be loaded, the text stays in the
 * faces sized like them (fallback-fonts.css).
 */
export async function loadWebFonts(): Promise<void> {
  const faces = WEB_FONTS.map(
    ({ family, weight, file }) => new FontFace(family, `url(${file}) format('woff2')`, { weight, display: 'swap' }),
  );
  try {
    await Promise.all(faces.map((face) => face.load()));
  } catch {
    return;
  }
  for (const face of faces) document.fonts.add(face);
}
