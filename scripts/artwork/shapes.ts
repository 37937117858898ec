// The things make-artwork.ts draws itself, as SVG, where Fluent Emoji has no picture: plates,
// boards, bowls and glasses, a whole pizza seen from above, slices, shavings and drizzles.
// Each shape draws into a 100 × 100 box; make-artwork scales it to the item's size.

export interface ShapeProps {
  /** The main colour where a shape takes one: a soup, a liquid, a sauce, a drizzle. */
  fill?: string;
  /** A second colour: a glass's bottom layer, a bowl's glaze, coffee poured over ice cream. */
  fill2?: string;
}

type Shape = (props: ShapeProps) => string;

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, index: number) => Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(channel(a, index) * (1 - t) + channel(b, index) * t)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

const lighter = (color: string, t = 0.3) => mix(color, '#ffffff', t);
const darker = (color: string, t = 0.3) => mix(color, '#000000', t);

/** A seeded pseudo-random sequence, so every run draws the same shapes. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const shadow = (dy = 2.5, blur = 3, opacity = 0.45) =>
  `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-opacity="${opacity}"/></filter>`;

const radial = (id: string, inner: string, outer: string, cx = '50%', cy = '45%', r = '55%') =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

const linear = (id: string, stops: string[], x2 = '0', y2 = '1') =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map((color, index) => `<stop offset="${index / (stops.length - 1)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

/** Dots scattered over a disc of radius r around (50, cy), squashed to an ellipse by squash. */
function dots(
  seed: number,
  count: number,
  r: number,
  size: [number, number],
  color: string,
  opacity = 1,
  { cy = 50, squash = 1 } = {},
): string {
  const next = random(seed);
  let out = '';
  for (let index = 0; index < count; index++) {
    const angle = next() * Math.PI * 2;
    const distance = Math.sqrt(next()) * r;
    const radius = size[0] + next() * (size[1] - size[0]);
    const x = (50 + Math.cos(angle) * distance).toFixed(1);
    const y = (cy + Math.sin(angle) * distance * squash).toFixed(1);
    out += `<ellipse cx="${x}" cy="${y}" rx="${radius.toFixed(2)}" ry="${(radius * 0.75).toFixed(2)}" transform="rotate(${Math.round(next() * 180)} ${x} ${y})" fill="${color}" fill-opacity="${opacity}"/>`;
  }
  return out;
}

// ── Tableware ────────────────────────────────────────────────────────────────

/** A white plate with a rim and a soft shadow, seen from above. */
const plate: Shape = () => `
  <defs>${shadow()}
    <radialGradient id="rim" cx="50%" cy="40%" r="60%"><stop offset="0.75" stop-color="#ffffff"/><stop offset="1" stop-color="#d9d4cc"/></radialGradient>
    ${radial('well', '#fffdf8', '#ece6dc')}</defs>
  <circle cx="50" cy="50" r="45" fill="url(#rim)" filter="url(#shadow)"/>
  <circle cx="50" cy="50" r="34" fill="url(#well)"/>`;

/** A round wooden pizza board with a handle to the top right. */
const board: Shape = () => {
  const grain = [20, 31, 42, 53, 64, 75, 86]
    .map(
      (y, index) =>
        `<path d="M0,${y} C30,${y - 3 + (index % 3)} 60,${y + 4 - (index % 2) * 3} 100,${y + 1}" stroke="#3e2210" stroke-opacity="0.22" stroke-width="0.8" fill="none"/>`,
    )
    .join('');
  return `
  <defs>${shadow()}${linear('wood', ['#a0643a', '#86502a', '#a56b3e', '#744322'], '1', '1')}
    <clipPath id="round"><circle cx="50" cy="53" r="44"/></clipPath></defs>
  <g filter="url(#shadow)">
    <rect x="44" y="-1" width="12" height="22" rx="5" fill="url(#wood)" transform="rotate(40 50 53)"/>
    <circle cx="50" cy="53" r="44" fill="url(#wood)"/>
  </g>
  <circle cx="50" cy="4" r="2" fill="#3a220c" fill-opacity="0.55" transform="rotate(40 50 53)"/>
  <g clip-path="url(#round)">${grain}</g>
  <circle cx="50" cy="53" r="43.5" fill="none" stroke="#4a2a12" stroke-opacity="0.4" stroke-width="1"/>`;
};

/** A rectangular serving board, seen from above: dark slate unless fill says otherwise. */
const slate: Shape = ({ fill = '#3d4147' }) => `
  <defs>${shadow()}${linear('face', [lighter(fill, 0.12), fill, darker(fill, 0.15)], '1', '1')}</defs>
  <rect x="3" y="17" width="94" height="66" rx="4" fill="url(#face)" filter="url(#shadow)"/>
  ${dots(7, 60, 44, [0.3, 0.6], '#ffffff', 0.1, { squash: 0.7 })}
  <rect x="3.5" y="17.5" width="93" height="65" rx="3.6" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="0.8"/>`;

/** A soup bowl seen from above: a glazed rim (fill2) around the soup (fill). */
const bowl: Shape = ({ fill = '#d8892c', fill2 = '#ffffff' }) => `
  <defs>${shadow()}${radial('rim', fill2, darker(fill2, 0.15), '45%', '40%', '60%')}
    ${radial('soup', lighter(fill, 0.18), darker(fill, 0.12), '45%', '42%', '58%')}</defs>
  <circle cx="50" cy="50" r="47" fill="url(#rim)" filter="url(#shadow)"/>
  <circle cx="50" cy="50" r="38" fill="${darker(fill2, 0.22)}"/>
  <circle cx="50" cy="50.8" r="36.5" fill="url(#soup)"/>
  <ellipse cx="38" cy="36" rx="13" ry="6" fill="#ffffff" fill-opacity="0.16" transform="rotate(-35 38 36)"/>`;

/** A brown onion-soup crock from above, with lug handles and gratinéed cheese running over the rim. */
const crock: Shape = () => {
  const next = random(11);
  let spill = '';
  for (const angle of [0.5, 1.9, 3.3, 4.4, 5.6]) {
    const x = 50 + Math.cos(angle) * 37;
    const y = 50 + Math.sin(angle) * 37;
    spill += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(6 + next() * 3).toFixed(1)}" ry="${(4 + next() * 2).toFixed(1)}" fill="url(#crust)" transform="rotate(${((angle * 180) / Math.PI + 90).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }
  return `
  <defs>${shadow()}${radial('glaze', '#9a5a2c', '#4d2510', '45%', '40%', '60%')}
    ${radial('crust', '#f8d989', '#dca24a', '45%', '42%', '60%')}
    <filter id="toast" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.6"/></filter></defs>
  <g filter="url(#shadow)">
    <ellipse cx="6" cy="50" rx="8" ry="11" fill="url(#glaze)"/>
    <ellipse cx="94" cy="50" rx="8" ry="11" fill="url(#glaze)"/>
    <circle cx="50" cy="50" r="42" fill="url(#glaze)"/>
  </g>
  <circle cx="50" cy="50" r="36" fill="url(#crust)"/>
  ${spill}
  <g filter="url(#toast)">${dots(12, 16, 30, [3, 6], '#a9561a', 0.55)}</g>
  ${dots(13, 30, 32, [0.8, 1.8], '#fff4cf', 0.7)}
  ${dots(14, 12, 30, [1, 2], '#7a3a0e', 0.45)}`;
};

/** A coaster for a glass, seen from the side: a flat cork ellipse. */
const coaster: Shape = ({ fill = '#c99a64' }) => `
  <defs>${radial('cork', lighter(fill, 0.15), darker(fill, 0.1), '50%', '45%', '55%')}
    <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="2.5"/></filter></defs>
  <ellipse cx="50" cy="56" rx="47" ry="13" fill="#000000" fill-opacity="0.35" filter="url(#soft)"/>
  <ellipse cx="50" cy="53" rx="46" ry="12.5" fill="${darker(fill, 0.3)}"/>
  <ellipse cx="50" cy="50" rx="46" ry="12.5" fill="url(#cork)"/>
  ${dots(5, 40, 40, [0.4, 0.9], darker(fill, 0.35), 0.35, { squash: 0.27 })}`;

/** A soft shadow for something standing on the table without a plate. */
const standing: Shape = () => `
  <defs><filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="3"/></filter></defs>
  <ellipse cx="50" cy="50" rx="40" ry="9" fill="#000000" fill-opacity="0.4" filter="url(#soft)"/>`;

interface GlassForm {
  top: number;
  bottom: number;
  /** Half-widths at the top and bottom. */
  topHalf: number;
  bottomHalf: number;
  /** Where the liquid stands, from the top of the box. */
  level: number;
}

const forms: Record<'tumbler' | 'verrine', GlassForm> = {
  tumbler: { top: 4, bottom: 96, topHalf: 25, bottomHalf: 19, level: 26 },
  verrine: { top: 22, bottom: 92, topHalf: 30, bottomHalf: 24, level: 36 },
};

const halfAt = (form: GlassForm, y: number) =>
  form.topHalf + ((form.bottomHalf - form.topHalf) * (y - form.top)) / (form.bottom - form.top);

/** The back of a glass and what is in it: a liquid (fill), optionally layered over a base (fill2). */
function glassBack(form: GlassForm): Shape {
  return ({ fill = '#f3df7a', fill2 }) => {
    const inner = (y: number) => halfAt(form, y) - 2;
    const body = (from: number, to: number) =>
      `M${50 - inner(from)},${from} L${50 + inner(from)},${from} L${50 + inner(to)},${to - 3} Q50,${to + 1} ${50 - inner(to)},${to - 3} Z`;
    const base = fill2 ? form.bottom - 6 - (form.bottom - form.level) * 0.3 : form.bottom - 6;
    return `
  <defs>${linear('liquid', [lighter(fill, 0.15), fill, darker(fill, 0.12)], '1', '0')}
    ${fill2 ? linear('base', [lighter(fill2, 0.1), fill2, darker(fill2, 0.15)], '1', '0') : ''}
    <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="2.5"/></filter></defs>
  <ellipse cx="50" cy="${form.bottom}" rx="${form.bottomHalf + 8}" ry="5" fill="#000000" fill-opacity="0.35" filter="url(#soft)"/>
  <path d="M${50 - form.topHalf},${form.top} L${50 + form.topHalf},${form.top} L${50 + form.bottomHalf},${form.bottom} L${50 - form.bottomHalf},${form.bottom} Z" fill="#ffffff" fill-opacity="0.10"/>
  <path d="${body(form.level, form.bottom - 6)}" fill="url(#liquid)"/>
  ${fill2 ? `<path d="${body(base, form.bottom - 6)}" fill="url(#base)"/>` : ''}
  <ellipse cx="50" cy="${form.level}" rx="${inner(form.level)}" ry="3.2" fill="${lighter(fill, 0.3)}"/>`;
  };
}

/** The front of the same glass, drawn over the ice, fruit and straw inside it. */
function glassFront(form: GlassForm): Shape {
  return () => {
    const outline = `M${50 - form.topHalf},${form.top} L${50 - form.bottomHalf},${form.bottom - 3} Q50,${form.bottom + 1} ${50 + form.bottomHalf},${form.bottom - 3} L${50 + form.topHalf},${form.top}`;
    const streak = (from: number, width: number, opacity: number) => {
      const y1 = form.top + 6;
      const y2 = form.bottom - 10;
      return `<path d="M${50 - halfAt(form, y1) + from},${y1} L${50 - halfAt(form, y2) + from},${y2} L${50 - halfAt(form, y2) + from + width},${y2} L${50 - halfAt(form, y1) + from + width},${y1} Z" fill="#ffffff" fill-opacity="${opacity}"/>`;
    };
    return `
  <path d="${outline}" fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="1.6" stroke-linejoin="round"/>
  <path d="M${50 - form.bottomHalf + 1},${form.bottom - 7} L${50 + form.bottomHalf - 1},${form.bottom - 7} L${50 + form.bottomHalf},${form.bottom - 3} Q50,${form.bottom + 1} ${50 - form.bottomHalf},${form.bottom - 3} Z" fill="#ffffff" fill-opacity="0.35"/>
  ${streak(4, 4, 0.45)}${streak(10, 1.5, 0.3)}
  <ellipse cx="50" cy="${form.top}" rx="${form.topHalf}" ry="3.5" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="1.3"/>`;
  };
}

/** A drinking straw, upright: rotate the item to lean it. */
const straw: Shape = ({ fill = '#e8484f' }) => `
  <defs><pattern id="stripes" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="8" height="8" fill="#ffffff"/><rect width="4" height="8" fill="${fill}"/></pattern></defs>
  <rect x="46.5" y="2" width="7" height="96" rx="3.5" fill="url(#stripes)"/>
  <rect x="47.5" y="2" width="2" height="96" rx="1" fill="#ffffff" fill-opacity="0.35"/>`;

/** Rising bubbles in a sparkling drink. */
const bubbles: Shape = () => {
  const next = random(3);
  let out = '';
  for (let index = 0; index < 26; index++) {
    const x = 20 + next() * 60;
    const y = 10 + next() * 85;
    const r = 0.8 + next() * 1.8;
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(2)}" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-opacity="0.7" stroke-width="0.5"/>`;
  }
  return out;
};

// ── Pizza and tart ───────────────────────────────────────────────────────────

const cheesePools: [number, number, number][] = [
  [37, 36, 9],
  [60, 33, 8],
  [70, 54, 9],
  [52, 52, 7],
  [33, 60, 8],
  [50, 71, 9],
  [24, 45, 6],
  [62, 72, 6],
  [44, 23, 6],
  [77, 38, 5],
];

/** A whole pizza from above: a blistered crust round a sauce (fill) with melted mozzarella. */
const pizza: Shape = ({ fill = '#c8321f', fill2 = '#fff6dc' }) => {
  const next = random(17);
  let char = ''; // scorch marks on the crust
  for (let index = 0; index < 18; index++) {
    const angle = (index / 18) * Math.PI * 2 + next() * 0.3;
    const distance = 42 + next() * 3;
    const x = (50 + Math.cos(angle) * distance).toFixed(1);
    const y = (50 + Math.sin(angle) * distance).toFixed(1);
    char += `<ellipse cx="${x}" cy="${y}" rx="${(1.2 + next() * 2).toFixed(1)}" ry="${(0.8 + next()).toFixed(1)}" fill="#6b3410" fill-opacity="${(0.35 + next() * 0.35).toFixed(2)}" transform="rotate(${Math.round((angle * 180) / Math.PI + 90)} ${x} ${y})"/>`;
  }
  const cheese = cheesePools
    .map(
      ([x, y, r], index) =>
        `<path d="M${x - r},${y} C${x - r},${y - r * 0.9} ${x - r * 0.2},${y - r * 1.1} ${x + r * 0.3},${y - r * 0.8} C${x + r * 1.1},${y - r * 0.6} ${x + r * 1.05},${y + r * 0.5} ${x + r * 0.4},${y + r * 0.8} C${x - r * 0.3},${y + r * 1.15} ${x - r},${y + r * 0.7} ${x - r},${y} Z" fill="url(#cheese)" transform="rotate(${index * 37} ${x} ${y})"/>`,
    )
    .join('');
  return `
  <defs>${shadow(2, 2.5, 0.4)}
    ${radial('crust', '#f4c98a', '#c2803a', '50%', '50%', '50%')}
    ${radial('sauce', lighter(fill, 0.08), darker(fill, 0.12), '45%', '45%', '55%')}
    ${radial('cheese', lighter(fill2, 0.4), darker(fill2, 0.08), '40%', '35%', '70%')}</defs>
  <circle cx="50" cy="50" r="47" fill="url(#crust)" filter="url(#shadow)"/>
  <circle cx="50" cy="50" r="47" fill="none" stroke="#a4652a" stroke-opacity="0.5" stroke-width="1"/>
  ${char}
  <circle cx="50" cy="50" r="39" fill="url(#sauce)"/>
  ${cheese}
  ${dots(23, 14, 34, [0.8, 1.6], '#b9772c', 0.45)}`;
};

/** An apple tarte tatin from above: glossy caramelised apple quarters packed on puff pastry. */
const tatin: Shape = () => {
  const quarter = (angle: number, distance: number, width: number, depth: number) => {
    const x = (50 + Math.cos(angle) * distance).toFixed(1);
    const y = (50 + Math.sin(angle) * distance).toFixed(1);
    const turn = ((angle * 180) / Math.PI - 90).toFixed(1);
    return `<path d="M${-width},${-depth * 0.35} C${-width},${depth} ${width},${depth} ${width},${-depth * 0.35} Z" fill="url(#apple)" stroke="#6a2a06" stroke-opacity="0.55" stroke-width="0.9" transform="translate(${x} ${y}) rotate(${turn})"/>`;
  };
  let apples = '';
  for (let index = 0; index < 12; index++) apples += quarter((index / 12) * Math.PI * 2, 27, 8.5, 14);
  for (let index = 0; index < 6; index++) apples += quarter((index / 6) * Math.PI * 2 + 0.4, 10, 7.5, 11);
  return `
  <defs>${shadow(2, 2.5, 0.4)}
    ${radial('pastry', '#eec07a', '#b87732', '50%', '50%', '50%')}
    ${radial('apple', '#eea445', '#94400a', '45%', '30%', '80%')}</defs>
  <circle cx="50" cy="50" r="47" fill="url(#pastry)" filter="url(#shadow)"/>
  <circle cx="50" cy="50" r="43" fill="#8a3e0c"/>
  ${apples}
  <circle cx="50" cy="50" r="43" fill="none" stroke="#5a2406" stroke-opacity="0.5" stroke-width="1.2"/>
  <ellipse cx="36" cy="32" rx="16" ry="5" fill="#ffffff" fill-opacity="0.25" transform="rotate(-35 36 32)"/>`;
};

// ── Small things laid on a dish ──────────────────────────────────────────────

/** A slice of tomato, face up. */
const tomatoSlice: Shape = () => {
  let chambers = '';
  for (let index = 0; index < 5; index++) {
    const angle = (index / 5) * Math.PI * 2 - Math.PI / 2;
    const x = 50 + Math.cos(angle) * 22;
    const y = 50 + Math.sin(angle) * 22;
    chambers += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="12" ry="8" fill="#f29a5c" transform="rotate(${((angle * 180) / Math.PI + 90).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
    chambers += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2" fill="#fbe3a0"/>`;
  }
  return `<defs>${shadow(1.5, 1.5, 0.35)}${radial('flesh', '#f26a4f', '#d8321f')}</defs>
  <circle cx="50" cy="50" r="46" fill="#c42a1a" filter="url(#shadow)"/>
  <circle cx="50" cy="50" r="41" fill="url(#flesh)"/>${chambers}
  <circle cx="50" cy="50" r="7" fill="#f7826a"/>`;
};

/** A slice of mozzarella, face up. */
const mozzarella: Shape = () => `<defs>${shadow(1.5, 1.5, 0.3)}${radial('curd', '#ffffff', '#eee5cf')}</defs>
  <circle cx="50" cy="50" r="45" fill="url(#curd)" filter="url(#shadow)"/>
  <ellipse cx="38" cy="34" rx="14" ry="7" fill="#ffffff" fill-opacity="0.8" transform="rotate(-30 38 34)"/>`;

/** A slice of salami, flecked with fat. */
const salami: Shape = () => `<defs>${shadow(1.2, 1.2, 0.35)}${radial('meat', '#a9434f', '#831d29')}</defs>
  <circle cx="50" cy="50" r="45" fill="#64161f" filter="url(#shadow)"/>
  <circle cx="50" cy="50" r="40" fill="url(#meat)"/>
  ${dots(31, 16, 32, [2, 4], '#f6d6cf', 0.9)}
  <ellipse cx="38" cy="35" rx="12" ry="5" fill="#ffffff" fill-opacity="0.2" transform="rotate(-30 38 35)"/>`;

/** A fresh basil leaf. */
const basil: Shape =
  () => `<defs>${shadow(1.2, 1.2, 0.35)}${linear('leaf', ['#7ccf45', '#3f9a2c', '#276f1e'], '1', '1')}</defs>
  <path d="M50,4 C80,20 86,62 50,96 C14,62 20,20 50,4 Z" fill="url(#leaf)" filter="url(#shadow)"/>
  <path d="M50,10 L50,90" stroke="#d8f5b8" stroke-opacity="0.6" stroke-width="2" fill="none"/>
  ${[28, 44, 60]
    .map(
      (y) =>
        `<path d="M50,${y + 6} Q38,${y} 30,${y - 4}" stroke="#d8f5b8" stroke-opacity="0.45" stroke-width="1.4" fill="none"/><path d="M50,${y + 6} Q62,${y} 70,${y - 4}" stroke="#d8f5b8" stroke-opacity="0.45" stroke-width="1.4" fill="none"/>`,
    )
    .join('')}
  <ellipse cx="40" cy="34" rx="6" ry="14" fill="#ffffff" fill-opacity="0.25" transform="rotate(20 40 34)"/>`;

/** An egg yolk sitting on a dish. */
const yolk: Shape =
  () => `<defs>${shadow(1.5, 1.5, 0.35)}${radial('yolk', '#ffd84a', '#ee8a00', '40%', '38%', '60%')}</defs>
  <circle cx="50" cy="50" r="40" fill="url(#yolk)" filter="url(#shadow)"/>
  <ellipse cx="38" cy="36" rx="12" ry="7" fill="#ffffff" fill-opacity="0.6" transform="rotate(-30 38 36)"/>`;

/** Half a soft-boiled egg, cut face up. */
const eggHalf: Shape =
  () => `<defs>${shadow(1.5, 1.5, 0.35)}${radial('white', '#ffffff', '#e9e2d4')}${radial('yolk', '#ffb13b', '#e27d0c', '45%', '42%', '60%')}</defs>
  <ellipse cx="50" cy="50" rx="46" ry="34" fill="url(#white)" filter="url(#shadow)"/>
  <circle cx="46" cy="50" r="20" fill="url(#yolk)"/>
  <ellipse cx="41" cy="44" rx="6" ry="3.5" fill="#ffffff" fill-opacity="0.45"/>`;

/** A fried egg, sunny side up. */
const friedEgg: Shape =
  () => `<defs>${shadow(1.5, 1.5, 0.35)}${radial('white', '#ffffff', '#ede6d8')}${radial('yolk', '#ffd84a', '#f29100', '40%', '38%', '60%')}</defs>
  <path d="M50,6 C70,4 92,18 94,40 C96,58 90,80 70,90 C52,98 30,96 16,82 C4,70 4,46 12,30 C20,14 34,7 50,6 Z" fill="url(#white)" filter="url(#shadow)"/>
  <path d="M20,70 C28,84 50,90 66,86" stroke="#d8c9a8" stroke-opacity="0.6" stroke-width="2" fill="none"/>
  <circle cx="48" cy="46" r="19" fill="url(#yolk)"/>
  <ellipse cx="42" cy="39" rx="7" ry="4" fill="#ffffff" fill-opacity="0.6" transform="rotate(-30 42 39)"/>`;

/** A cube seen from above and a little to the side: feta, a crouton. */
const cube =
  (top: string, left: string, right: string, speckle?: string): Shape =>
  () =>
    `<defs>${shadow(1.5, 1.5, 0.35)}</defs>
  <g filter="url(#shadow)">
    <path d="M50,10 L88,28 L50,46 L12,28 Z" fill="${top}"/>
    <path d="M12,28 L50,46 L50,92 L12,72 Z" fill="${left}"/>
    <path d="M88,28 L50,46 L50,92 L88,72 Z" fill="${right}"/>
  </g>
  ${speckle ? dots(41, 18, 38, [0.8, 1.8], speckle, 0.5) : ''}`;

/** A curl of hard cheese. */
const shaving: Shape =
  () => `<defs>${shadow(1, 1, 0.3)}${linear('cheese', ['#fff6d2', '#f1dc98', '#e4c677'], '1', '1')}</defs>
  <path d="M10,40 C30,22 62,18 90,30 C84,44 78,54 86,68 C60,62 34,70 14,78 C20,64 20,52 10,40 Z" fill="url(#cheese)" filter="url(#shadow)"/>
  <path d="M18,44 C36,34 60,32 80,36" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2" fill="none"/>`;

/** Blue-veined gorgonzola, melted on. */
const gorgonzola: Shape = () => `<defs>${shadow(1, 1.2, 0.3)}${radial('curd', '#fffaf0', '#e8dcc0')}</defs>
  <path d="M14,48 C10,24 36,8 56,12 C80,16 94,38 86,60 C80,82 50,92 30,82 C18,76 16,62 14,48 Z" fill="url(#curd)" filter="url(#shadow)"/>
  <path d="M26,36 C34,44 40,38 46,46 M52,28 C58,36 66,30 70,40 M34,62 C42,58 48,68 58,62 M62,54 C68,60 74,56 78,62" stroke="#56807a" stroke-width="3.4" stroke-linecap="round" fill="none"/>
  ${dots(43, 10, 30, [1.2, 2.4], '#4b746e', 0.8)}`;

/** A ribbon of prosciutto, draped. */
const prosciutto: Shape =
  () => `<defs>${shadow(1.2, 1.2, 0.3)}${linear('ham', ['#f29a9a', '#d9646e', '#e9878a'], '1', '0')}</defs>
  <path d="M6,52 C18,26 34,62 48,36 C60,14 76,50 94,30 L94,58 C78,80 62,42 50,66 C36,90 20,56 8,76 Z" fill="url(#ham)" filter="url(#shadow)"/>
  <path d="M6,52 C18,26 34,62 48,36 C60,14 76,50 94,30" stroke="#fbe6df" stroke-width="5" fill="none" stroke-linecap="round"/>`;

/** A slice of seared tuna: rare and pink inside, browned at the edges. */
const tuna: Shape =
  () => `<defs>${shadow(1.5, 1.5, 0.35)}${linear('fish', ['#5b463c', '#8a5a52', '#cf5068', '#e4788a', '#cf5068', '#8a5a52', '#5b463c'], '1', '0')}</defs>
  <path d="M30,8 C44,4 60,6 70,10 L72,90 C58,95 42,95 28,90 Z" fill="url(#fish)" filter="url(#shadow)"/>
  ${[16, 27, 38, 49, 60, 71, 82]
    .map((y, index) => `<ellipse cx="${index % 2 ? 32 : 68}" cy="${y}" rx="1.6" ry="1" fill="#f3e3c0"/>`)
    .join('')}
  <path d="M40,20 C46,40 54,60 60,80 M48,14 C52,30 58,46 64,60" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1.6" fill="none"/>`;

/** A slice of toasted bread, face up. */
const toast: Shape = () => `<defs>${shadow(1.5, 1.5, 0.35)}${radial('crumb', '#f6d496', '#d99a48')}</defs>
  <path d="M14,88 L14,38 C6,30 10,10 30,10 C40,4 60,4 70,10 C90,10 94,30 86,38 L86,88 Z" fill="#a8611f" filter="url(#shadow)"/>
  <path d="M20,82 L20,40 C13,33 16,17 32,16 C42,10 58,10 68,16 C84,17 87,33 80,40 L80,82 Z" fill="url(#crumb)"/>
  ${dots(53, 20, 26, [0.6, 1.3], '#b57a33', 0.5)}`;

/** A disc of goat cheese with its white rind, browned in patches under the grill. */
const goatCheese: Shape = () => `<defs>${shadow(1.5, 1.5, 0.35)}${radial('top', '#ffffff', '#f1ebdd')}
    <filter id="toast" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="2.5"/></filter></defs>
  <circle cx="50" cy="50" r="44" fill="#e6dfcf" filter="url(#shadow)"/>
  <circle cx="50" cy="48" r="41" fill="url(#top)"/>
  <g filter="url(#toast)">${dots(59, 7, 26, [4, 8], '#d7a256', 0.55)}</g>`;

/** A heap of thick-cut chips. */
const chips: Shape = () => {
  const next = random(61);
  let out = '';
  for (let index = 0; index < 14; index++) {
    const x = 22 + next() * 56;
    const y = 22 + next() * 56;
    const angle = Math.round(next() * 180);
    out += `<rect x="${(x - 6).toFixed(1)}" y="${(y - 26).toFixed(1)}" width="12" height="52" rx="4" fill="url(#chip)" stroke="#b77a24" stroke-opacity="0.6" stroke-width="1" transform="rotate(${angle} ${x.toFixed(1)} ${y.toFixed(1)})" filter="url(#shadow)"/>`;
  }
  return `<defs>${shadow(1.2, 1.2, 0.3)}${linear('chip', ['#fbe08a', '#f2bd4c', '#dc9a2e'], '1', '0')}</defs>${out}`;
};

/** A spoonful of mushy peas. */
const peas: Shape = () => {
  const next = random(67);
  let out = '';
  for (let index = 0; index < 30; index++) {
    const angle = next() * Math.PI * 2;
    const distance = Math.sqrt(next()) * 30;
    const x = (50 + Math.cos(angle) * distance).toFixed(1);
    const y = (50 + Math.sin(angle) * distance * 0.9).toFixed(1);
    out += `<circle cx="${x}" cy="${y}" r="6" fill="url(#pea)" stroke="#3f7a20" stroke-opacity="0.5" stroke-width="0.8"/>`;
  }
  return `<defs>${shadow(1.5, 1.5, 0.35)}${radial('mash', '#8cc652', '#5b9428')}${radial('pea', '#b8e57a', '#6fae36', '35%', '35%', '65%')}</defs>
  <path d="M12,52 C10,28 34,12 54,14 C78,16 92,36 88,58 C84,80 60,90 38,86 C20,82 14,68 12,52 Z" fill="url(#mash)" filter="url(#shadow)"/>${out}`;
};

/** A pile of whipped cream or crème fraîche. */
const cream: Shape =
  () => `<defs>${shadow(1.5, 1.5, 0.35)}${radial('cream', '#ffffff', '#ebe2d2', '40%', '35%', '70%')}</defs>
  <path d="M14,80 C8,66 18,58 28,58 C20,46 30,34 42,38 C40,24 50,12 60,10 C58,20 66,28 70,38 C82,36 90,48 82,60 C94,64 92,80 82,84 C60,92 34,92 14,80 Z" fill="url(#cream)" filter="url(#shadow)"/>
  <path d="M26,62 C40,70 60,68 76,60 M40,42 C50,50 62,48 70,40" stroke="#d9cdb8" stroke-width="1.8" fill="none"/>`;

/** A scoop of ice cream (fill) with a drip. */
const scoop: Shape = ({
  fill = '#fbf0d4',
}) => `<defs>${shadow(1.5, 1.5, 0.35)}${radial('ice', lighter(fill, 0.5), darker(fill, 0.1), '40%', '35%', '70%')}</defs>
  <path d="M16,60 C12,30 34,12 54,14 C78,16 90,36 86,60 C88,68 82,70 80,66 C76,72 70,74 66,70 C62,78 56,78 54,72 C46,80 38,78 36,72 C30,76 24,74 22,68 C16,70 14,66 16,60 Z" fill="url(#ice)" filter="url(#shadow)"/>
  <ellipse cx="40" cy="32" rx="12" ry="7" fill="#ffffff" fill-opacity="0.45" transform="rotate(-30 40 32)"/>`;

/** A scoop of ice cream (fill) seen from above, melting at the edge, with streaks of coffee (fill2). */
const scoopFromAbove: Shape = ({
  fill = '#fbf0d4',
  fill2,
}) => `<defs>${shadow(1.5, 2, 0.4)}${radial('ice', lighter(fill, 0.6), darker(fill, 0.08), '40%', '38%', '65%')}</defs>
  <path d="M50,8 C64,6 78,14 86,26 C94,38 94,54 90,66 C86,80 72,92 56,92 C40,94 24,86 16,74 C8,62 6,46 12,34 C18,20 34,8 50,8 Z" fill="url(#ice)" filter="url(#shadow)"/>
  <ellipse cx="40" cy="34" rx="16" ry="10" fill="#ffffff" fill-opacity="0.6" transform="rotate(-30 40 34)"/>
  ${fill2 ? `<path d="M60,14 C66,30 58,44 66,60 C70,70 66,80 60,88" stroke="${fill2}" stroke-width="4" stroke-linecap="round" fill="none" stroke-opacity="0.75"/><path d="M74,24 C78,36 74,46 80,56" stroke="${fill2}" stroke-width="3" stroke-linecap="round" fill="none" stroke-opacity="0.6"/>` : ''}`;

/** A chocolate fondant, cut open at the front, its molten centre running onto the plate. */
const fondant: Shape = () => `<defs>${shadow(2, 2, 0.4)}
    ${linear('cake', ['#4a2412', '#74401f', '#3a1a0b', '#2a1207'], '1', '0')}
    ${radial('lava', '#6a2e12', '#240b03', '40%', '30%', '70%')}
    ${radial('top', '#7d4524', '#4a2411')}</defs>
  <path d="M16,48 L20,72 Q50,82 80,72 L84,48 Z" fill="url(#cake)" filter="url(#shadow)"/>
  <ellipse cx="50" cy="48" rx="34" ry="11" fill="url(#top)"/>
  ${dots(71, 40, 30, [0.7, 1.4], '#ffffff', 0.9, { cy: 48, squash: 0.3 })}
  <ellipse cx="51" cy="63" rx="9" ry="6" fill="#1c0802"/>
  <path d="M43,63 C42,70 36,74 28,80 C18,88 36,96 58,94 C80,92 86,84 72,78 C64,74 60,70 59,63 Z" fill="url(#lava)"/>
  <path d="M46,66 C45,72 40,76 34,81" stroke="#b36a3a" stroke-opacity="0.6" stroke-width="1.6" fill="none" stroke-linecap="round"/>
  <ellipse cx="60" cy="88" rx="8" ry="2" fill="#ffffff" fill-opacity="0.2"/>
  <path d="M22,52 L25,70" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3" stroke-linecap="round"/>`;

/** A finger of shortbread. */
const shortbread: Shape =
  () => `<defs>${shadow(1.5, 1.5, 0.35)}${linear('biscuit', ['#f8dc9c', '#ecc274', '#d9a758'], '1', '1')}</defs>
  <rect x="8" y="32" width="84" height="36" rx="5" fill="url(#biscuit)" filter="url(#shadow)"/>
  ${[24, 40, 56, 72].map((x) => `<circle cx="${x}" cy="50" r="1.8" fill="#b9863e"/>`).join('')}
  ${dots(73, 20, 38, [0.4, 0.8], '#ffffff', 0.7, { squash: 0.4 })}`;

/** A slice of almond biscotti. */
const biscotti: Shape = () => `<defs>${shadow(1.5, 1.5, 0.35)}${linear('bake', ['#e9c27e', '#d39a4f'], '1', '1')}</defs>
  <path d="M6,56 C6,40 20,30 40,30 L90,34 C96,34 96,42 92,46 L86,70 L10,68 C6,66 6,62 6,56 Z" fill="url(#bake)" stroke="#a8692c" stroke-width="2" filter="url(#shadow)"/>
  ${[
    [24, 48],
    [44, 56],
    [62, 44],
    [76, 58],
    [34, 60],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="3" fill="#fbecc8" stroke="#c79357" stroke-width="0.8"/>`)
    .join('')}`;

/** A raspberry, seen from the side: rows of drupelets narrowing to the tip. */
const raspberry: Shape = () => {
  const rows: [y: number, count: number][] = [
    [26, 4],
    [38, 5],
    [50, 5],
    [62, 4],
    [74, 3],
    [84, 2],
  ];
  let drupelets = '';
  for (const [y, count] of rows) {
    for (let index = 0; index < count; index++) {
      const x = 50 + (index - (count - 1) / 2) * 12;
      drupelets += `<circle cx="${x}" cy="${y}" r="7.5" fill="url(#berry)"/><circle cx="${x - 2.5}" cy="${y - 2.5}" r="1.8" fill="#ffffff" fill-opacity="0.55"/>`;
    }
  }
  return `<defs>${shadow(1.2, 1.2, 0.35)}${radial('berry', '#f0506e', '#a80f32', '40%', '35%', '70%')}</defs>
  <g filter="url(#shadow)">${drupelets}</g>`;
};

/** A lemon wheel, to sit on a glass's rim. */
const lemonWheel: Shape = () => {
  let segments = '';
  for (let index = 0; index < 8; index++) {
    const angle = (index / 8) * Math.PI * 2;
    segments += `<path d="M50,50 L${(50 + Math.cos(angle) * 36).toFixed(1)},${(50 + Math.sin(angle) * 36).toFixed(1)}" stroke="#fffbe6" stroke-width="2.4"/>`;
  }
  return `<defs>${shadow(1.2, 1.2, 0.3)}${radial('flesh', '#fff3a6', '#f6d43c')}</defs>
  <circle cx="50" cy="50" r="46" fill="#f2c81e" filter="url(#shadow)"/>
  <circle cx="50" cy="50" r="41" fill="#fffbe6"/>
  <circle cx="50" cy="50" r="37" fill="url(#flesh)"/>${segments}`;
};

/** A pool of sauce (fill) spooned over a dish. */
const sauce: Shape = ({
  fill = '#f2d98a',
}) => `<defs>${radial('sauce', lighter(fill, 0.35), darker(fill, 0.08), '42%', '38%', '65%')}</defs>
  <path d="M8,50 C6,26 30,12 52,12 C76,12 96,28 92,52 C90,74 70,90 48,88 C24,88 10,72 8,50 Z" fill="url(#sauce)"/>
  <ellipse cx="36" cy="32" rx="14" ry="6" fill="#ffffff" fill-opacity="0.35" transform="rotate(-25 36 32)"/>`;

/** Thin lines of honey, balsamic or caramel (fill) drizzled across a dish. */
const drizzle: Shape = ({ fill = '#e3a21a' }) =>
  [22, 38, 54, 70]
    .map(
      (y, index) =>
        `<path d="M${14 + index * 3},${y + 6} C34,${y - 4} 62,${y + 8} ${86 - index * 3},${y - 4}" stroke="${fill}" stroke-width="1.5" stroke-linecap="round" fill="none" stroke-opacity="0.85"/>`,
    )
    .join('');

/** A swirl of cream on a soup. */
const swirl: Shape = ({ fill = '#fffaf0' }) => `
  <path d="M50,50 C56,46 58,56 50,58 C40,60 38,44 50,40 C64,36 68,60 52,66 C34,72 26,46 42,32 C60,18 82,40 74,60" stroke="${fill}" stroke-width="3.6" stroke-linecap="round" fill="none" stroke-opacity="0.9"/>`;

/** Scattered specks: seeds, cracked pepper, quinoa, grated cheese (fill). */
const specks: Shape = ({ fill = '#2b2b2b' }) => dots(79, 34, 46, [0.9, 1.6], fill, 0.85);

/** A bed of small grains (fill): quinoa. */
const grains: Shape = ({ fill = '#e8d2a0' }) => `<defs>${radial('heap', lighter(fill, 0.2), darker(fill, 0.15))}</defs>
  <circle cx="50" cy="50" r="46" fill="url(#heap)"/>
  ${dots(83, 150, 45, [1.4, 2.2], lighter(fill, 0.45), 0.9)}
  ${dots(89, 60, 45, [1.2, 1.8], darker(fill, 0.25), 0.6)}`;

export const shapes: Record<string, Shape> = {
  plate,
  board,
  slate,
  bowl,
  crock,
  coaster,
  standing,
  'tumbler-back': glassBack(forms.tumbler),
  'tumbler-front': glassFront(forms.tumbler),
  'verrine-back': glassBack(forms.verrine),
  'verrine-front': glassFront(forms.verrine),
  straw,
  bubbles,
  pizza,
  tatin,
  'tomato-slice': tomatoSlice,
  mozzarella,
  salami,
  basil,
  yolk,
  'egg-half': eggHalf,
  'fried-egg': friedEgg,
  feta: cube('#ffffff', '#ece7dc', '#d9d2c2', '#cfc7b4'),
  crouton: cube('#f0c06a', '#d39a44', '#b47a2c', '#8a5a1c'),
  parmesan: shaving,
  gorgonzola,
  prosciutto,
  tuna,
  toast,
  'goat-cheese': goatCheese,
  chips,
  peas,
  cream,
  scoop,
  'scoop-from-above': scoopFromAbove,
  fondant,
  shortbread,
  biscotti,
  raspberry,
  'lemon-wheel': lemonWheel,
  sauce,
  drizzle,
  swirl,
  specks,
  grains,
};
