// Fills shared by the tiles: each anomaly and the empty systems get their own look. Kept inside the
// map's SVG so that the exported picture carries them too.

import { HEX_DRAWN } from './layout.ts';

export function MapDefs() {
  return (
    <defs>
      <pattern id="fill-stars" width="34" height="30" patternUnits="userSpaceOnUse">
        <rect width="34" height="30" fill="#101b2d" />
        <circle cx="5" cy="6" r="0.9" fill="#9fb3cf" />
        <circle cx="22" cy="3" r="0.6" fill="#7f93ad" />
        <circle cx="28" cy="19" r="1" fill="#b7c7dd" />
        <circle cx="12" cy="23" r="0.6" fill="#7f93ad" />
        <circle cx="17" cy="13" r="0.5" fill="#6c7f99" />
      </pattern>
      <pattern id="fill-asteroids" width="30" height="26" patternUnits="userSpaceOnUse">
        <rect width="30" height="26" fill="#2a2620" />
        <path d="M3 5 L8 3 L10 7 L6 10 L2 8 Z" fill="#7a6c58" />
        <path d="M17 12 L22 10 L25 14 L21 18 L16 16 Z" fill="#8c7c64" />
        <path d="M6 18 L9 17 L10 20 L7 21 Z" fill="#6a5e4d" />
        <path d="M24 2 L27 3 L26 6 L23 5 Z" fill="#6a5e4d" />
        <circle cx="13" cy="4" r="1.2" fill="#5c5243" />
        <circle cx="27" cy="22" r="1.5" fill="#5c5243" />
      </pattern>
      <radialGradient id="fill-nebula" cx="45%" cy="40%" r="70%">
        <stop offset="0%" stopColor="#6b4a9e" />
        <stop offset="45%" stopColor="#43306b" />
        <stop offset="100%" stopColor="#231a3a" />
      </radialGradient>
      <radialGradient id="fill-supernova" cx="50%" cy="50%" r="55%">
        <stop offset="0%" stopColor="#ffe08a" />
        <stop offset="22%" stopColor="#f58a2e" />
        <stop offset="55%" stopColor="#9c2a12" />
        <stop offset="100%" stopColor="#3a0f0a" />
      </radialGradient>
      <radialGradient id="fill-rift" cx="50%" cy="50%" r="55%">
        <stop offset="0%" stopColor="#000000" />
        <stop offset="30%" stopColor="#0d0818" />
        <stop offset="70%" stopColor="#2a1c4a" />
        <stop offset="100%" stopColor="#3b2a63" />
      </radialGradient>
      <radialGradient id="fill-mecatol" cx="50%" cy="45%" r="65%">
        <stop offset="0%" stopColor="#4a4120" />
        <stop offset="100%" stopColor="#2a2614" />
      </radialGradient>
    </defs>
  );
}

/** Extra strokes drawn over a nebula or gravity rift fill (clouds, a whirl). */
export function AnomalyArt({ kind }: { kind: 'nebula' | 'gravity-rift' }) {
  if (kind === 'nebula') {
    return (
      <g className="anomaly-art" aria-hidden="true">
        <ellipse cx={-20} cy={-18} rx={26} ry={12} fill="#b28be0" opacity={0.18} />
        <ellipse cx={18} cy={14} rx={30} ry={13} fill="#d09be8" opacity={0.14} />
        <ellipse cx={-8} cy={30} rx={20} ry={8} fill="#8c6cd1" opacity={0.2} />
      </g>
    );
  }
  const r = HEX_DRAWN * 0.78;
  return (
    <g className="anomaly-art" aria-hidden="true" fill="none" stroke="#9b82e0">
      <circle r={r} strokeWidth={1.2} opacity={0.35} strokeDasharray="14 8" />
      <circle r={r * 0.68} strokeWidth={1.2} opacity={0.45} strokeDasharray="10 6" />
      <circle r={r * 0.4} strokeWidth={1.4} opacity={0.55} strokeDasharray="6 4" />
    </g>
  );
}
