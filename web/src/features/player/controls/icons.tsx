import type { SVGProps } from 'react';

type P = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 22, children, ...rest }: P) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const PlayGlyph = (p: P) => (
  <Svg {...p}>
    <path d="M8 5v14l11-7L8 5Z" />
  </Svg>
);
export const PauseGlyph = (p: P) => (
  <Svg {...p}>
    <path d="M6 19h4V5H6v14Zm8-14v14h4V5h-4Z" />
  </Svg>
);
export const VolumeGlyph = (p: P) => (
  <Svg {...p}>
    <path d="M3 9v6h4l5 5V4L7 9H3Zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z" />
  </Svg>
);
export const MutedGlyph = (p: P) => (
  <Svg {...p}>
    <path d="M16.5 12A4.5 4.5 0 0 0 14 8v2.2l2.5 2.4V12Zm2.5 0c0 .9-.2 1.8-.5 2.6l1.5 1.5A9 9 0 0 0 14 3.2v2.1a7 7 0 0 1 5 6.7ZM4.3 3 3 4.3 7.7 9H3v6h4l5 5v-6.7l4.3 4.2c-.7.5-1.4.9-2.3 1.2v2.1a9 9 0 0 0 3.7-1.8l2 2 1.3-1.3-9-9L4.3 3ZM12 4 9.9 6.1 12 8.2V4Z" />
  </Svg>
);
export const TheaterGlyph = (p: P) => (
  <Svg {...p}>
    <path d="M19 6H5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2Zm0 10H5V8h14v8Z" />
  </Svg>
);
export const FullscreenGlyph = (p: P) => (
  <Svg {...p}>
    <path d="M7 14H5v5h5v-2H7v-3Zm-2-4h2V7h3V5H5v5Zm12 7h-3v2h5v-5h-2v3ZM14 5v2h3v3h2V5h-5Z" />
  </Svg>
);
export const ExitFullscreenGlyph = (p: P) => (
  <Svg {...p}>
    <path d="M5 16h3v3h2v-5H5v2Zm3-8H5v2h5V5H8v3Zm6 11h2v-3h3v-2h-5v5Zm2-11V5h-2v5h5V8h-3Z" />
  </Svg>
);
export const CheckGlyph = (p: P) => (
  <Svg {...p}>
    <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
  </Svg>
);
