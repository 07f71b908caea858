import { useId } from 'react';
import { PRODUCT } from '../../lib/brand';

const DISPLAY = "Impact, Haettenschweiler, 'Arial Narrow Bold', 'Liberation Sans Narrow', 'Arial Black', sans-serif";

/** The league's built-in badge, used until an admin uploads a logo. */
export function DefaultLogo({ title = `${PRODUCT} logo` }: { title?: string }) {
  const uid = useId().replace(/:/g, '');
  const gold = `g${uid}`;
  const top = `t${uid}`;
  const bottom = `b${uid}`;
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={title} width="100%" height="100%">
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe27a" />
          <stop offset="0.5" stopColor="#f5b301" />
          <stop offset="1" stopColor="#b87600" />
        </linearGradient>
        <path id={top} d="M 30 100 A 70 70 0 0 1 170 100" />
        <path id={bottom} d="M 24 100 A 76 76 0 0 0 176 100" />
      </defs>
      <circle cx="100" cy="100" r="95" fill="#0d0d10" stroke={`url(#${gold})`} strokeWidth="6" />
      <circle cx="100" cy="100" r="84" fill="none" stroke="#e5261a" strokeWidth="1.5" strokeDasharray="3 5" />
      <text fill="#f5f2ea" fontFamily={DISPLAY} fontSize="14" fontWeight="900" letterSpacing="3.2" textAnchor="middle">
        <textPath href={`#${top}`} startOffset="50%">
          BATTLE RAP LEAGUE
        </textPath>
      </text>
      <text fill="#a9a6a0" fontFamily={DISPLAY} fontSize="12" fontWeight="900" letterSpacing="4" textAnchor="middle">
        <textPath href={`#${bottom}`} startOffset="50%">
          ★ SOUTHWEST ★
        </textPath>
      </text>
      <rect x="28" y="124" width="144" height="20" fill="#e5261a" transform="translate(28.5 0) skewX(-12)" />
      <text
        x="100"
        y="139"
        fill="#fff"
        fontFamily={DISPLAY}
        fontSize="13"
        fontWeight="900"
        letterSpacing="5"
        textAnchor="middle"
      >
        EST. 13 YEARS
      </text>
      <text
        x="100"
        y="118"
        fill={`url(#${gold})`}
        stroke="#0d0d10"
        strokeWidth="1"
        fontFamily={DISPLAY}
        fontSize="64"
        fontStyle="italic"
        fontWeight="900"
        letterSpacing="1"
        textAnchor="middle"
      >
        {PRODUCT}
      </text>
    </svg>
  );
}
